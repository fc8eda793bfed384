import * as React from 'react';
import { Input } from '@mui/base/Input';

// The rules are in ValidationInput.css.
export default function ValidationInput() {
  const id = React.useId();
  const hintId = React.useId();
  // The demo starts as if the reader had typed three digits and moved on.
  const [zip, setZip] = React.useState('941');
  const [touched, setTouched] = React.useState(true);
  // Judge the value once the reader has left the field, not at every keystroke.
  const invalid = touched && !/^[0-9]{5}$/.test(zip);
  return (
    <div className="zip-field">
      <label htmlFor={id} className="zip-field-label">
        ZIP code
      </label>
      <Input
        className="zip-input"
        id={id}
        value={zip}
        onChange={(event) => setZip(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        autoComplete="postal-code"
        aria-describedby={hintId}
        // Input has no props for these: slotProps puts them on the input element.
        slotProps={{ input: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <p id={hintId} className={invalid ? 'zip-field-hint error' : 'zip-field-hint'}>
        {invalid ? 'Enter the five digits of your ZIP code.' : 'Five digits, for example 94107.'}
      </p>
    </div>
  );
}
