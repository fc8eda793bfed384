import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const pattern = /^[a-z0-9]{3,16}$/;

export default function FormControlValidation() {
  const [value, setValue] = React.useState('meitanaka');
  const [disabled, setDisabled] = React.useState(false);
  const invalid = !pattern.test(value);
  const inputId = React.useId();
  const helperId = React.useId();

  return (
    <div className="flex w-full max-w-[320px] flex-col gap-4">
      <FormControl
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={invalid}
        disabled={disabled}
        required
        className="group flex flex-col gap-1.5 [&.base--disabled]:opacity-55"
      >
        <Label htmlFor={inputId}>Username</Label>
        <Input
          id={inputId}
          aria-describedby={helperId}
          slotProps={{
            root: {
              className:
                'flex rounded-lg border border-solid border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950 focus-within:border-blue-700 focus-within:outline-3 focus-within:outline-blue-200 dark:focus-within:border-blue-400 dark:focus-within:outline-blue-900 [&.base--error]:border-red-700 [&.base--error:focus-within]:outline-red-200 dark:[&.base--error]:border-red-400 dark:[&.base--error:focus-within]:outline-red-900',
            },
            input: {
              className:
                'min-w-0 flex-1 rounded-[inherit] border-0 bg-transparent px-3 py-2 [font-family:inherit] text-sm text-slate-900 outline-none dark:text-slate-100',
            },
          }}
        />
        <HelperText id={helperId} />
      </FormControl>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} className="m-0" />
        Disable the field
      </label>
    </div>
  );
}

function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label
      htmlFor={props.htmlFor}
      className="text-sm font-semibold text-slate-800 group-[.base--error]:text-red-700 dark:text-slate-200 dark:group-[.base--error]:text-red-300"
    >
      {props.children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

// The message follows the error state and the value that FormControl shares.
function HelperText(props: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <p
      id={props.id}
      className="m-0 text-[0.8125rem] text-emerald-700 group-[.base--error]:text-red-700 dark:text-emerald-300 dark:group-[.base--error]:text-red-300"
    >
      {formControl?.error
        ? 'Use 3 to 16 lowercase letters or digits.'
        : `Your profile address: teamspace.app/${String(formControl?.value ?? '')}`}
    </p>
  );
}
