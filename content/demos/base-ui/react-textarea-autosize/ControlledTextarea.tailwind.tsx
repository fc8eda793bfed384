import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const LIMIT = 280;
const SIGNATURE = '\n\nThanks,\nJordan Ellis\nCustomer Success, Northwind Outfitters';

// The min-h keeps two rows while the server's height: 0 waits for the browser;
// not on the hidden copy, whose height is the measure.
const textareaClassName = [
  'box-border w-full [&:not([aria-hidden=true])]:min-h-[calc(2lh+18px)] resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 [font-family:inherit] text-sm leading-normal text-slate-900',
  'hover:border-slate-400 focus-visible:border-blue-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-blue-500/35',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:focus-visible:border-blue-400',
].join(' ');
const buttonClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-white px-2.5 py-1 [font-family:inherit] text-[0.8125rem] leading-normal font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-transparent dark:text-slate-200 dark:hover:bg-slate-700';

export default function ControlledTextarea() {
  const [message, setMessage] = React.useState('Hi Sam, your replacement tent ships tomorrow.');
  const id = React.useId();
  const countId = React.useId();
  const left = LIMIT - message.length;

  return (
    <div className="flex w-80 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Reply
      </label>
      {/* The value lives in state: the height follows it, typed or set by the button. */}
      <TextareaAutosize
        id={id}
        minRows={2}
        maxRows={8}
        value={message}
        onChange={(event) => setMessage(event.target.value.slice(0, LIMIT))}
        aria-describedby={countId}
        className={textareaClassName}
      />
      <div className="flex items-center gap-2">
        <button type="button" onClick={() => setMessage((value) => (value + SIGNATURE).slice(0, LIMIT))} className={buttonClassName}>
          Add signature
        </button>
        <button type="button" onClick={() => setMessage('')} className={buttonClassName}>
          Clear
        </button>
        <span
          id={countId}
          className={`ms-auto text-xs ${left < 40 ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {left} characters left
        </span>
      </div>
    </div>
  );
}
