import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const pattern = /^[a-z0-9]{3,16}$/;

// The rules are in FormControlValidation.css.
export default function FormControlValidation() {
  const [value, setValue] = React.useState('meitanaka');
  const [disabled, setDisabled] = React.useState(false);
  const invalid = !pattern.test(value);
  const inputId = React.useId();
  const helperId = React.useId();

  return (
    <div className="form-validation">
      <FormControl
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={invalid}
        disabled={disabled}
        required
        className="form-validation-field"
      >
        <Label htmlFor={inputId}>Username</Label>
        <Input id={inputId} aria-describedby={helperId} className="form-validation-input" />
        <HelperText id={helperId} />
      </FormControl>
      <label className="form-validation-toggle">
        <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        Disable the field
      </label>
    </div>
  );
}

function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label htmlFor={props.htmlFor} className="form-validation-label">
      {props.children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

// The message follows the error state and the value that FormControl shares.
function HelperText(props: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <p id={props.id} className="form-validation-helper">
      {formControl?.error
        ? 'Use 3 to 16 lowercase letters or digits.'
        : `Your profile address: teamspace.app/${String(formControl?.value ?? '')}`}
    </p>
  );
}
