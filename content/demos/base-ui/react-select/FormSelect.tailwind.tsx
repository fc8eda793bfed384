import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

interface ShippingMethod {
  id: string;
  name: string;
  detail: string;
}

// Object values: Select compares them by reference, so they come from one array.
const shippingMethods: ShippingMethod[] = [
  { id: 'standard', name: 'Standard', detail: '3–5 business days, free' },
  { id: 'express', name: 'Express', detail: '1–2 business days, $12.00' },
  { id: 'pickup', name: 'Store pickup', detail: 'Ready tomorrow on Oak Street' },
];

// What the hidden input holds, and so what the form submits.
function serialize(option: SelectOption<ShippingMethod> | null) {
  return option?.value.id ?? '';
}

export default function FormSelect() {
  const id = React.useId();
  const labelId = React.useId();
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`shipping=${data.get('shipping')}`);
  };

  return (
    <form onSubmit={handleSubmit} className="flex w-70 max-w-full flex-col items-start gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Shipping method
      </label>
      <Select<ShippingMethod, false>
        id={id}
        type="button"
        name="shipping"
        required
        getSerializedValue={serialize}
        placeholder="Choose how to ship…"
        className={[
          'flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-sm leading-normal text-slate-900 shadow-xs transition-colors hover:border-slate-400',
          "after:shrink-0 after:border-x-[5px] after:border-t-[5px] after:border-x-transparent after:border-t-current after:transition-transform after:content-['']",
          '[&.base--expanded]:border-blue-700 [&.base--expanded]:after:rotate-180',
          '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:hover:border-slate-500 dark:[&.base--expanded]:border-blue-400',
        ].join(' ')}
        slotProps={{
          popup: { className: 'z-10' },
          listbox: {
            'aria-labelledby': labelId,
            className:
              'my-1.5 box-border min-w-70 list-none rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
          },
        }}
      >
        {shippingMethods.map((method) => (
          <Option
            key={method.id}
            value={method}
            label={method.name}
            className="flex cursor-default flex-col gap-0.5 rounded-md px-2.5 py-2 outline-none [&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base--selected]:bg-blue-500/15 dark:[&.base--selected]:text-blue-300 dark:[&.base-Option-highlighted]:bg-slate-800"
          >
            <span>{method.name}</span>
            <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{method.detail}</span>
          </Option>
        ))}
      </Select>
      <button
        type="submit"
        className="mt-2.5 cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Continue to payment
      </button>
      <p aria-live="polite" className="mt-1 mb-0 text-[0.8125rem] text-slate-600 dark:text-slate-400">
        {submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}
      </p>
    </form>
  );
}
