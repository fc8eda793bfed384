import * as React from 'react';
import { Input } from '@mui/base/Input';

// The rules are in InputAdornments.css. The root is a flex row: start
// adornment, input, end adornment.
export default function InputAdornments() {
  const amountId = React.useId();
  const passwordId = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <div className="adorned-fields">
      <div className="adorned-field">
        <label htmlFor={amountId} className="adorned-field-label">
          Amount
        </label>
        <Input
          className="adorned-input"
          id={amountId}
          placeholder="0.00"
          startAdornment={<span className="adorned-input-text">$</span>}
          endAdornment={<span className="adorned-input-text">USD</span>}
          // Attributes Input has no prop for go to the input through slotProps.
          slotProps={{ input: { inputMode: 'decimal' } }}
        />
      </div>
      <div className="adorned-field">
        <label htmlFor={passwordId} className="adorned-field-label">
          Password
        </label>
        <Input
          className="adorned-input"
          id={passwordId}
          type={showPassword ? 'text' : 'password'}
          defaultValue="correct horse battery"
          endAdornment={
            <button
              type="button"
              className="adorned-input-button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          }
        />
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M1.5 8s2.4-4.75 6.5-4.75S14.5 8 14.5 8s-2.4 4.75-6.5 4.75S1.5 8 1.5 8z" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="2" />
      {crossed ? <path d="M2.5 2.5l11 11" strokeLinecap="round" /> : null}
    </svg>
  );
}
