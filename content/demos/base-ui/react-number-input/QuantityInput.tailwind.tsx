import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const TICKET_PRICE = 45;

const buttonClassName = [
  'size-8 cursor-pointer rounded-full border border-blue-200 bg-white p-0 [font-family:inherit] text-lg leading-none text-blue-700 hover:bg-blue-50',
  'dark:border-blue-900 dark:bg-slate-900 dark:text-blue-300 dark:hover:bg-blue-500/15',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-200 [&.base--disabled]:bg-white [&.base--disabled]:text-slate-400',
  'dark:[&.base--disabled]:border-slate-700 dark:[&.base--disabled]:bg-slate-900 dark:[&.base--disabled]:text-slate-600',
].join(' ');

export default function QuantityInput() {
  const id = React.useId();
  const [tickets, setTickets] = React.useState<number | null>(2);
  return (
    <div className="box-border grid w-85 max-w-full grid-cols-[1fr_auto] items-center gap-x-5 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-slate-200">
          Concert tickets
        </label>
        <span className="text-[0.8125rem] text-slate-500 dark:text-slate-400">${TICKET_PRICE}.00 each, up to 6 per order</span>
      </div>
      <NumberInput
        id={id}
        min={1}
        max={6}
        value={tickets}
        // Called after a step, or when the field loses focus, with the clamped value.
        onChange={(_event, value) => setTickets(value)}
        // Decrement, input, increment: `order` rearranges the DOM's
        // decrement-increment-input sequence.
        className="flex items-center gap-1"
        slotProps={{
          input: {
            role: 'spinbutton',
            className:
              'order-1 w-11 rounded-lg border border-transparent bg-transparent py-1.5 text-center [font-family:inherit] text-base font-semibold text-slate-900 tabular-nums outline-0 focus:border-blue-700 focus:shadow-[0_0_0_3px_rgb(59_130_246/0.25)] dark:text-slate-200 dark:focus:border-blue-400 dark:focus:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]',
          },
          incrementButton: { children: '+', 'aria-label': 'Add a ticket', className: `order-2 ${buttonClassName}` },
          decrementButton: { children: '−', 'aria-label': 'Remove a ticket', className: `order-0 ${buttonClassName}` },
        }}
      />
      <p
        aria-live="polite"
        className="col-span-full m-0 border-t border-slate-200 pt-3 text-end text-sm font-semibold text-slate-900 dark:border-slate-700 dark:text-slate-200"
      >
        Total: {tickets === null ? '—' : `$${(tickets * TICKET_PRICE).toFixed(2)}`}
      </p>
    </div>
  );
}
