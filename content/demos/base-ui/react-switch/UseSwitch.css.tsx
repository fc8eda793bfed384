import * as React from 'react';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

// The rules are in UseSwitch.css.
export default function UseSwitch() {
  const labelId = React.useId();
  const descriptionId = React.useId();
  return (
    <div className="renew-card">
      <div>
        <p id={labelId} className="renew-card-title">
          Auto-renew
        </p>
        <p id={descriptionId} className="renew-card-description">
          Your plan renews on March 3 for $96.00.
        </p>
      </div>
      <IconSwitch defaultChecked aria-labelledby={labelId} aria-describedby={descriptionId} />
    </div>
  );
}

interface IconSwitchProps extends UseSwitchParameters {
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

function IconSwitch(props: IconSwitchProps) {
  const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, ...parameters } = props;
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);
  const className = ['icon-switch', checked && 'checked', disabled && 'disabled', focusVisible && 'focus-visible'];
  return (
    <span className={className.filter(Boolean).join(' ')}>
      <span className="icon-switch-thumb">{checked ? <CheckIcon /> : <CrossIcon />}</span>
      {/* The real checkbox, invisible, covers the switch and takes the clicks. */}
      <input {...getInputProps()} role="switch" aria-labelledby={labelledBy} aria-describedby={describedBy} className="icon-switch-input" />
    </span>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
