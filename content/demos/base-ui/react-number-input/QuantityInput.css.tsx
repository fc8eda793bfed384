import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const TICKET_PRICE = 45;

// The rules are in QuantityInput.css.
export default function QuantityInput() {
  const id = React.useId();
  const [tickets, setTickets] = React.useState<number | null>(2);
  return (
    <div className="tickets">
      <div>
        <label htmlFor={id} className="tickets-label">
          Concert tickets
        </label>
        <span className="tickets-price">${TICKET_PRICE}.00 each, up to 6 per order</span>
      </div>
      <NumberInput
        className="tickets-input"
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
      <p aria-live="polite" className="tickets-total">
        Total: {tickets === null ? '—' : `$${(tickets * TICKET_PRICE).toFixed(2)}`}
      </p>
    </div>
  );
}
