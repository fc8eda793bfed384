import * as React from 'react';
import { Unstable_NumberInput as NumberInput, numberInputClasses } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

export default function UnstyledNumberInput() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Team size</Label>
      <StyledNumberInput
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
    </Field>
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

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 200,
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

// The buttons come first in the DOM (decrement, then increment), then the
// input: the grid puts the input on the left, the buttons stacked on the right.
const StyledNumberInput = styled(NumberInput)`
  display: grid;
  grid-template-columns: 1fr 28px;
  grid-template-rows: 1fr 1fr;
  overflow: hidden;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);

  &:hover {
    border-color: #94a3b8;
  }

  &.${numberInputClasses.focused} {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  & .${numberInputClasses.input} {
    grid-column: 1;
    grid-row: 1 / 3;
    min-width: 0;
    padding: 9px 12px;
    font: inherit;
    line-height: 1.5;
    font-variant-numeric: tabular-nums;
    color: inherit;
    background: transparent;
    border: 0;
    outline: 0;
  }

  & .${numberInputClasses.incrementButton}, & .${numberInputClasses.decrementButton} {
    grid-column: 2;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0;
    color: #475569;
    background-color: #f8fafc;
    border: 0;
    border-inline-start: 1px solid #e2e8f0;
    cursor: pointer;
  }

  & .${numberInputClasses.incrementButton} {
    grid-row: 1;
    border-bottom: 1px solid #e2e8f0;
  }

  & .${numberInputClasses.decrementButton} {
    grid-row: 2;
  }

  & .${numberInputClasses.incrementButton}:hover, & .${numberInputClasses.decrementButton}:hover {
    color: #0f172a;
    background-color: #e2e8f0;
  }

  /* A button gets base--disabled (and the disabled attribute) at the limit. */
  &
    .${numberInputClasses.incrementButton}.${numberInputClasses.disabled},
    &
    .${numberInputClasses.decrementButton}.${numberInputClasses.disabled} {
    color: #cbd5e1;
    background-color: #f8fafc;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &.${numberInputClasses.focused} {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }

  [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.incrementButton},
    [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.decrementButton} {
    color: #94a3b8;
    background-color: #1e293b;
    border-color: #334155;
  }

  [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.incrementButton}:hover,
    [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.decrementButton}:hover {
    color: #e2e8f0;
    background-color: #334155;
  }

  [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.incrementButton}.${numberInputClasses.disabled},
    [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.decrementButton}.${numberInputClasses.disabled} {
    color: #475569;
    background-color: #1e293b;
  }
`;
