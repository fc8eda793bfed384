import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

// The rules are in UnstyledNumberInput.css.
export default function UnstyledNumberInput() {
  const id = React.useId();
  return (
    <div className="team-size">
      <label htmlFor={id} className="team-size-label">
        Team size
      </label>
      <NumberInput
        className="team-size-input"
        id={id}
        min={1}
        max={50}
        defaultValue={8}
        // The stepper buttons render empty: give them content and a name.
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: <Chevron direction="up" />, 'aria-label': 'Increase team size' },
          decrementButton: { children: <Chevron direction="down" />, 'aria-label': 'Decrease team size' },
        }}
      />
    </div>
  );
}

function Chevron({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
      <path
        d={direction === 'up' ? 'M2.5 7.5L6 4l3.5 3.5' : 'M2.5 4.5L6 8l3.5-3.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
