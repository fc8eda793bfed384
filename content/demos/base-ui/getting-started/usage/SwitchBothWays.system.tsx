import { Switch, switchClasses } from '@mui/base/Switch';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

export default function SwitchBothWays() {
  return (
    <Stack>
      <Row>
        <StyledSwitch defaultChecked slotProps={{ input: { role: 'switch' } }} />
        Weekly email digest
      </Row>
      <Row>
        <TextSwitch />
        Push notifications
      </Row>
    </Stack>
  );
}

// The hook version renders its own markup and sets its own class names.
function TextSwitch(props: UseSwitchParameters) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  const className = [checked && 'checked', disabled && 'disabled', focusVisible && 'focus-visible'];
  return (
    <Pill className={className.filter(Boolean).join(' ')}>
      <HiddenInput {...getInputProps({ role: 'switch' })} />
      <span aria-hidden="true">{checked ? 'On' : 'Off'}</span>
    </Pill>
  );
}

const Stack = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 16px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Row = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  cursor: 'pointer',
});

// The Switch component: its slots carry Base UI's classes, which the
// selectors below reach through switchClasses.
const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 40px;
  height: 24px;

  & .${switchClasses.track} {
    position: absolute;
    inset: 0;
    border-radius: 999px;
    background-color: #cbd5e1;
    transition: background-color 150ms ease;
  }

  & .${switchClasses.thumb} {
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background-color: #fff;
    box-shadow: 0 1px 2px rgb(15 23 42 / 0.3);
    transition: inset-inline-start 150ms ease;
  }

  & .${switchClasses.input} {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #1d4ed8;
  }

  &.${switchClasses.checked} .${switchClasses.thumb} {
    inset-inline-start: 19px;
  }

  &.${switchClasses.focusVisible} .${switchClasses.track} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & .${switchClasses.track} {
    background-color: #475569;
  }

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #60a5fa;
  }
`;

const Pill = styled('span')`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  min-width: 52px;
  height: 24px;
  box-sizing: border-box;
  border: 1px solid #cbd5e1;
  border-radius: 999px;
  background-color: #f1f5f9;
  color: #334155;
  font-size: 0.75rem;
  font-weight: 600;

  &.checked {
    border-color: #1d4ed8;
    background-color: #1d4ed8;
    color: #fff;
  }

  &.focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #1e293b;
    color: #cbd5e1;
  }

  [data-mui-color-scheme='dark'] &.checked {
    border-color: #60a5fa;
    background-color: #60a5fa;
    color: #0f172a;
  }
`;

const HiddenInput = styled('input')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
