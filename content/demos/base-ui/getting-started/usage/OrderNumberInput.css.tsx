import * as React from 'react';
import { Input } from '@mui/base/Input';

// The rules are in OrderNumberInput.css.
export default function OrderNumberInput() {
  const id = React.useId();
  return (
    <div className="order-field">
      <label htmlFor={id} className="order-field-label">
        Order number
      </label>
      {/* id, placeholder and aria-describedby are Input's own props: it passes them to the <input>. */}
      <Input
        id={id}
        placeholder="104233"
        aria-describedby={`${id}-hint`}
        startAdornment={
          <span className="order-field-prefix" aria-hidden="true">
            #
          </span>
        }
        className="order-field-root"
        // Any other attribute for the <input> goes through its slot.
        slotProps={{ input: { className: 'order-field-input', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } }}
      />
      <p id={`${id}-hint`} className="order-field-hint">
        Six digits, printed at the top of your receipt.
      </p>
    </div>
  );
}
