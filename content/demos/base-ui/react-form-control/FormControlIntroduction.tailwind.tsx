import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

export default function FormControlIntroduction() {
  const inputId = React.useId();
  const helperId = React.useId();
  return (
    <FormControl defaultValue="" required className="group flex w-full max-w-[320px] flex-col gap-1.5">
      <Label htmlFor={inputId}>Email address</Label>
      <Input
        id={inputId}
        type="email"
        placeholder="you@company.com"
        aria-describedby={helperId}
        slotProps={{
          root: {
            className:
              'flex rounded-lg border border-solid border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950 focus-within:border-blue-700 focus-within:outline-3 focus-within:outline-blue-200 dark:focus-within:border-blue-400 dark:focus-within:outline-blue-900',
          },
          input: {
            className:
              'min-w-0 flex-1 rounded-[inherit] border-0 bg-transparent px-3 py-2 [font-family:inherit] text-sm text-slate-900 outline-none dark:text-slate-100',
          },
        }}
      />
      <p id={helperId} className="m-0 text-[0.8125rem] text-slate-500 dark:text-slate-400">
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
    <label
      htmlFor={props.htmlFor}
      className="text-sm font-semibold text-slate-800 group-[.base--focused]:text-blue-700 dark:text-slate-200 dark:group-[.base--focused]:text-blue-300"
    >
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
    <p aria-hidden="true" className="mt-2 mb-0 font-mono text-xs text-slate-500 dark:text-slate-400">
      {`focused: ${focused} · filled: ${filled} · required: ${required}`}
    </p>
  );
}
