import * as React from 'react';
import { FormControl, formControlClasses, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const pattern = /^[a-z0-9]{3,16}$/;

export default function FormControlValidation() {
  const [value, setValue] = React.useState('meitanaka');
  const [disabled, setDisabled] = React.useState(false);
  const invalid = !pattern.test(value);
  const inputId = React.useId();
  const helperId = React.useId();

  return (
    <Stack>
      <Field value={value} onChange={(event) => setValue(event.target.value)} error={invalid} disabled={disabled} required>
        <Label htmlFor={inputId}>Username</Label>
        <StyledInput id={inputId} aria-describedby={helperId} />
        <HelperText id={helperId} />
      </Field>
      <Toggle>
        <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        Disable the field
      </Toggle>
    </Stack>
  );
}

function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <LabelRoot htmlFor={props.htmlFor}>
      {props.children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </LabelRoot>
  );
}

// The message follows the error state and the value that FormControl shares.
function HelperText(props: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <Helper id={props.id}>
      {formControl?.error
        ? 'Use 3 to 16 lowercase letters or digits.'
        : `Your profile address: teamspace.app/${String(formControl?.value ?? '')}`}
    </Helper>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: '100%',
  maxWidth: 320,
});

const Field = styled(FormControl)`
  display: flex;
  flex-direction: column;
  gap: 6px;

  &.${formControlClasses.error} label,
  &.${formControlClasses.error} p {
    color: #b91c1c;
  }

  &.${formControlClasses.disabled} {
    opacity: 0.55;
  }

  [data-mui-color-scheme='dark'] &.${formControlClasses.error} label,
  [data-mui-color-scheme='dark'] &.${formControlClasses.error} p {
    color: #fca5a5;
  }
`;

const LabelRoot = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #1e293b;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const StyledInput = styled(Input)`
  display: flex;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;

  &:focus-within {
    border-color: #1d4ed8;
    outline: 3px solid #bfdbfe;
  }

  &.${inputClasses.error} {
    border-color: #b91c1c;
  }

  &.${inputClasses.error}:focus-within {
    outline-color: #fecaca;
  }

  & .${inputClasses.input} {
    flex: 1;
    min-width: 0;
    padding: 8px 12px;
    border: none;
    border-radius: inherit;
    background: transparent;
    color: #0f172a;
    font-family: inherit;
    font-size: 0.875rem;
    outline: none;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #020617;
  }

  [data-mui-color-scheme='dark'] &:focus-within {
    border-color: #60a5fa;
    outline-color: #1e3a8a;
  }

  [data-mui-color-scheme='dark'] &.${inputClasses.error} {
    border-color: #f87171;
  }

  [data-mui-color-scheme='dark'] &.${inputClasses.error}:focus-within {
    outline-color: #7f1d1d;
  }

  [data-mui-color-scheme='dark'] & .${inputClasses.input} {
    color: #f1f5f9;
  }
`;

const Helper = styled('p')`
  margin: 0;
  font-size: 0.8125rem;
  color: #047857;

  [data-mui-color-scheme='dark'] & {
    color: #6ee7b7;
  }
`;

const Toggle = styled('label')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.875rem;
  color: #334155;

  & input {
    margin: 0;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
