import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const countries = ['Canada', 'Germany', 'Japan', 'Mexico', 'Portugal'];

export default function UseFormControlContext() {
  const selectId = React.useId();
  return (
    <FormControl defaultValue="" required className="group flex w-full max-w-[320px] flex-col gap-1.5">
      {/* A function child receives the same state as useFormControlContext. */}
      {({ filled }) => (
        <React.Fragment>
          <label
            htmlFor={selectId}
            className="text-sm font-semibold text-slate-800 group-[.base--focused]:text-emerald-700 dark:text-slate-200 dark:group-[.base--focused]:text-emerald-300"
          >
            Ship to
          </label>
          <CountrySelect id={selectId} />
          <p className="m-0 text-[0.8125rem] text-slate-500 dark:text-slate-400">
            {filled ? 'Duties and taxes are included at checkout.' : 'Choose the destination country.'}
          </p>
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
      className="rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 [font-family:inherit] text-sm text-slate-900 focus:border-emerald-700 focus:outline-3 focus:outline-emerald-200 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:focus:border-emerald-400 dark:focus:outline-emerald-900"
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
