import * as React from 'react';
import { Switch, switchClasses, SwitchThumbSlotProps } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function IconSwitch() {
  return (
    <List>
      <Row>
        <StyledSwitch defaultChecked slots={{ thumb: Thumb }} slotProps={{ input: { role: 'switch' } }} />
        Install updates automatically
      </Row>
      <Row>
        <StyledSwitch slots={{ thumb: Thumb }} slotProps={{ input: { role: 'switch' } }} />
        Share usage statistics
      </Row>
    </List>
  );
}

// The thumb slot is a component of our own: Base UI passes it the owner
// state, so it can draw a different icon when the switch is on.
const Thumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function Thumb(props, ref) {
  // ownerState is for us, not for the DOM: take it out before spreading.
  const { ownerState, ...other } = props;
  return (
    <span ref={ref} {...other}>
      <Icon viewBox="0 0 16 16" aria-hidden="true">
        {ownerState.checked ? <path d="M3.5 8.5l3 3 6-7" /> : <path d="M4.5 4.5l7 7m0-7l-7 7" />}
      </Icon>
    </span>
  );
});

const List = styled('div')`
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

const Icon = styled('svg')({
  width: 14,
  height: 14,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

// The custom thumb still gets the slot class base-Switch-thumb from Base UI.
const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 52px;
  height: 28px;

  & .${switchClasses.track} {
    position: absolute;
    inset: 0;
    border-radius: 999px;
    background-color: #94a3b8;
    transition: background-color 150ms ease;
  }

  & .${switchClasses.thumb} {
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background-color: #fff;
    color: #64748b;
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
    inset-inline-start: 27px;
    color: #1d4ed8;
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

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.thumb} {
    color: #1e40af;
  }
`;
