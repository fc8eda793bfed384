import * as React from 'react';
import { Switch, SwitchThumbSlotProps } from '@mui/base/Switch';

// The rules are in IconSwitch.css. The thumb slot is a component of our own:
// Base UI passes it the owner state, so it can draw a different icon when the
// switch is on.
export default function IconSwitch() {
  return (
    <div className="icon-switch-list">
      <label className="icon-switch-row">
        <Switch className="icon-switch" defaultChecked slots={{ thumb: Thumb }} slotProps={{ input: { role: 'switch' } }} />
        Install updates automatically
      </label>
      <label className="icon-switch-row">
        <Switch className="icon-switch" slots={{ thumb: Thumb }} slotProps={{ input: { role: 'switch' } }} />
        Share usage statistics
      </label>
    </div>
  );
}

const Thumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function Thumb(props, ref) {
  // ownerState is for us, not for the DOM: take it out before spreading.
  const { ownerState, ...other } = props;
  return (
    <span ref={ref} {...other}>
      <svg viewBox="0 0 16 16" aria-hidden="true" className="icon-switch-icon">
        {ownerState.checked ? <path d="M3.5 8.5l3 3 6-7" /> : <path d="M4.5 4.5l7 7m0-7l-7 7" />}
      </svg>
    </span>
  );
});
