import * as React from 'react';
import { FormControl, formControlClasses, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function FormControlIntroduction() {
  const inputId = React.useId();
  const helperId = React.useId();
  return (
    <Field defaultValue="" required>
      <Label htmlFor={inputId}>Email address</Label>
      <StyledInput id={inputId} type="email" placeholder="you@company.com" aria-describedby={helperId} />
      <Helper id={helperId}>We send the receipt to this address.</Helper>
      <StateReadout />
    </Field>
  );
}

// Reads the state that FormControl shares with everything inside it.
function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <LabelRoot htmlFor={props.htmlFor}>
      {props.children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </LabelRoot>
  );
}

function StateReadout() {
  const formControl = useFormControlContext();
  if (!formControl) return null;
  const { focused, filled, required } = formControl;
  return <Readout aria-hidden="true">{`focused: ${focused} · filled: ${filled} · required: ${required}`}</Readout>;
}

const Field = styled(FormControl)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  max-width: 320px;

  &.${formControlClasses.focused} label {
    color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] &.${formControlClasses.focused} label {
    color: #93c5fd;
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

  [data-mui-color-scheme='dark'] & .${inputClasses.input} {
    color: #f1f5f9;
  }
`;

const Helper = styled('p')`
  margin: 0;
  font-size: 0.8125rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Readout = styled('p')`
  margin: 8px 0 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.75rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
