import * as React from 'react';
import { Unstable_NumberInput as NumberInput, numberInputClasses } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const TICKET_PRICE = 45;

export default function QuantityInput() {
  const id = React.useId();
  const [tickets, setTickets] = React.useState<number | null>(2);
  return (
    <Card>
      <div>
        <Label htmlFor={id}>Concert tickets</Label>
        <Price>${TICKET_PRICE}.00 each, up to 6 per order</Price>
      </div>
      <StyledNumberInput
        id={id}
        min={1}
        max={6}
        value={tickets}
        // Called after a step, or when the field loses focus, with the clamped value.
        onChange={(_event, value) => setTickets(value)}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'Add a ticket' },
          decrementButton: { children: '−', 'aria-label': 'Remove a ticket' },
        }}
      />
      <Total aria-live="polite">Total: {tickets === null ? '—' : `$${(tickets * TICKET_PRICE).toFixed(2)}`}</Total>
    </Card>
  );
}

const Card = styled('div')`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 12px 20px;
  width: 340px;
  max-width: 100%;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
  }
`;

const Label = styled('label')`
  display: block;
  font-size: 0.875rem;
  font-weight: 600;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Price = styled('span')`
  font-size: 0.8125rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Total = styled('p')`
  grid-column: 1 / -1;
  margin: 0;
  padding-top: 12px;
  font-size: 0.875rem;
  font-weight: 600;
  text-align: end;
  color: #0f172a;
  border-top: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    border-color: #334155;
  }
`;

// Decrement, input, increment: `order` rearranges the DOM's
// decrement-increment-input sequence.
const StyledNumberInput = styled(NumberInput)`
  display: flex;
  align-items: center;
  gap: 4px;

  & .${numberInputClasses.decrementButton} {
    order: 0;
  }

  & .${numberInputClasses.input} {
    order: 1;
    width: 44px;
    padding: 6px 0;
    font-family: inherit;
    font-size: 1rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: center;
    color: #0f172a;
    background: transparent;
    border: 1px solid transparent;
    border-radius: 8px;
    outline: 0;
  }

  & .${numberInputClasses.input}:focus {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  & .${numberInputClasses.incrementButton} {
    order: 2;
  }

  & .${numberInputClasses.incrementButton}, & .${numberInputClasses.decrementButton} {
    width: 32px;
    height: 32px;
    padding: 0;
    font-family: inherit;
    font-size: 1.125rem;
    line-height: 1;
    color: #1d4ed8;
    background-color: #fff;
    border: 1px solid #bfdbfe;
    border-radius: 50%;
    cursor: pointer;
  }

  & .${numberInputClasses.incrementButton}:hover, & .${numberInputClasses.decrementButton}:hover {
    background-color: #eff6ff;
  }

  &
    .${numberInputClasses.incrementButton}.${numberInputClasses.disabled},
    &
    .${numberInputClasses.decrementButton}.${numberInputClasses.disabled} {
    color: #94a3b8;
    background-color: #fff;
    border-color: #e2e8f0;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .${numberInputClasses.input} {
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & .${numberInputClasses.input}:focus {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }

  [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.incrementButton},
    [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.decrementButton} {
    color: #93c5fd;
    background-color: #0f172a;
    border-color: #1e3a8a;
  }

  [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.incrementButton}:hover,
    [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.decrementButton}:hover {
    background-color: rgb(59 130 246 / 0.16);
  }

  [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.incrementButton}.${numberInputClasses.disabled},
    [data-mui-color-scheme='dark']
    &
    .${numberInputClasses.decrementButton}.${numberInputClasses.disabled} {
    color: #475569;
    background-color: #0f172a;
    border-color: #334155;
  }
`;
