import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

// TextareaAutosize gives its className to the hidden copy it measures with as
// well, so both have the same font and padding. The min-h keeps three rows
// (plus padding and border) while the server's height: 0 waits for the browser
// to measure; not on the hidden copy, whose height is the measure.
const textareaClassName = [
  'box-border w-full [&:not([aria-hidden=true])]:min-h-[calc(3lh+18px)] resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 [font-family:inherit] text-sm leading-normal text-slate-900',
  'placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-blue-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-blue-500/35',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:placeholder:text-slate-400 dark:focus-visible:border-blue-400',
].join(' ');

export default function MinRowsTextarea() {
  const id = React.useId();
  return (
    <div className="flex w-80 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Review
      </label>
      {/* Three rows high when empty; one more row for every line past the third. */}
      <TextareaAutosize
        id={id}
        minRows={3}
        placeholder="What did you like about the hotel, and what could be better?"
        className={textareaClassName}
      />
    </div>
  );
}
