import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const countries = ['Canada', 'Germany', 'Japan', 'Mexico', 'Portugal'];

export default function UseFormControlContext() {
  const selectId = React.useId();
  return (
    <Field defaultValue="" required>
      {/* A function child receives the same state as useFormControlContext. */}
      {({ filled }) => (
        <React.Fragment>
          <Label htmlFor={selectId}>Ship to</Label>
          <CountrySelect id={selectId} />
          <Helper>{filled ? 'Duties and taxes are included at checkout.' : 'Choose the destination country.'}</Helper>
        </React.Fragment>
      )}
    </Field>
  );
}

// A native select wired to FormControl by hand: value, change, focus and blur
// go through the context, so the FormControl's state classes follow it.
function CountrySelect(props: { id: string }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('CountrySelect must be rendered inside a FormControl.');
  }
  return (
    <Select
      id={props.id}
      value={String(formControl.value)}
      onChange={formControl.onChange}
      onFocus={formControl.onFocus}
      onBlur={formControl.onBlur}
      disabled={formControl.disabled}
      required={formControl.required}
      aria-invalid={formControl.error || undefined}
    >
      <option value="" disabled>
        Select a country
      </option>
      {countries.map((country) => (
        <option key={country} value={country}>
          {country}
        </option>
      ))}
    </Select>
  );
}

const Field = styled(FormControl)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  max-width: 320px;
`;

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #1e293b;

  .base--focused > & {
    color: #047857;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] .base--focused > & {
    color: #6ee7b7;
  }
`;

const Select = styled('select')`
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;
  font-family: inherit;
  font-size: 0.875rem;

  &:focus {
    border-color: #047857;
    outline: 3px solid #a7f3d0;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #020617;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:focus {
    border-color: #34d399;
    outline-color: #064e3b;
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
