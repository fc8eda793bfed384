import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

// The rules are in FormControlIntroduction.css.
export default function FormControlIntroduction() {
  const inputId = React.useId();
  const helperId = React.useId();
  return (
    <FormControl defaultValue="" required className="form-intro">
      <Label htmlFor={inputId}>Email address</Label>
      <Input id={inputId} type="email" placeholder="you@company.com" aria-describedby={helperId} className="form-intro-input" />
      <p id={helperId} className="form-intro-helper">
        We send the receipt to this address.
      </p>
      <StateReadout />
    </FormControl>
  );
}

// Reads the state that FormControl shares with everything inside it.
function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label htmlFor={props.htmlFor} className="form-intro-label">
      {props.children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function StateReadout() {
  const formControl = useFormControlContext();
  if (!formControl) return null;
  const { focused, filled, required } = formControl;
  return (
    <p aria-hidden="true" className="form-intro-readout">
      {`focused: ${focused} · filled: ${filled} · required: ${required}`}
    </p>
  );
}
