import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const countries = ['Canada', 'Germany', 'Japan', 'Mexico', 'Portugal'];

// The rules are in UseFormControlContext.css.
export default function UseFormControlContext() {
  const selectId = React.useId();
  return (
    <FormControl defaultValue="" required className="form-context">
      {/* A function child receives the same state as useFormControlContext. */}
      {({ filled }) => (
        <React.Fragment>
          <label htmlFor={selectId} className="form-context-label">
            Ship to
          </label>
          <CountrySelect id={selectId} />
          <p className="form-context-helper">{filled ? 'Duties and taxes are included at checkout.' : 'Choose the destination country.'}</p>
        </React.Fragment>
      )}
    </FormControl>
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
    <select
      id={props.id}
      value={String(formControl.value)}
      onChange={formControl.onChange}
      onFocus={formControl.onFocus}
      onBlur={formControl.onBlur}
      disabled={formControl.disabled}
      required={formControl.required}
      aria-invalid={formControl.error || undefined}
      className="form-context-select"
    >
      <option value="" disabled>
        Select a country
      </option>
      {countries.map((country) => (
        <option key={country} value={country}>
          {country}
        </option>
      ))}
    </select>
  );
}
