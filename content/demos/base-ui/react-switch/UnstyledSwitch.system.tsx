import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function UnstyledSwitch() {
  return (
    <Stack>
      <Row>
        <StyledSwitch defaultChecked slotProps={{ input: { role: 'switch' } }} />
        Wi-Fi
      </Row>
      <Row>
        <StyledSwitch slotProps={{ input: { role: 'switch' } }} />
        Bluetooth
      </Row>
      <Row>
        <StyledSwitch disabled slotProps={{ input: { role: 'switch' } }} />
        Airplane mode (set by your administrator)
      </Row>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
});

// The label wraps the switch, so clicking the text toggles it too, and the
// input inside takes its name from the text.
const Row = styled('label')`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.875rem;
  color: #0f172a;
  cursor: pointer;

  &:has(.${switchClasses.disabled}) {
    color: #64748b;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:has(.${switchClasses.disabled}) {
    color: #94a3b8;
  }
`;

const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 40px;
  height: 24px;
  cursor: pointer;

  /* The native checkbox covers the whole switch, invisible, and takes the clicks. */
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

  & .${switchClasses.track} {
    position: absolute;
    inset: 0;
    border-radius: 12px;
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

  &.${switchClasses.disabled} {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .${switchClasses.track} {
    background-color: #475569;
  }

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.thumb} {
    background-color: #0f172a;
  }
`;
