import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const packingList = [
  'Passport and boarding pass',
  'Phone charger and adapter',
  'Rain jacket',
  'Two sweaters',
  'Hiking boots',
  'Sunscreen',
  'Reusable water bottle',
  'A paperback for the flight',
].join('\n');

// The min-h keeps five rows (the most it shows) while the server's height: 0
// waits for the browser; not on the hidden copy, whose height is the measure.
const textareaClassName = [
  'box-border w-full [&:not([aria-hidden=true])]:min-h-[calc(5lh+18px)] resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 [font-family:inherit] text-sm leading-normal text-slate-900',
  'hover:border-slate-400 focus-visible:border-blue-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-blue-500/35',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:focus-visible:border-blue-400',
].join(' ');

export default function MaxRowsTextarea() {
  const id = React.useId();
  return (
    <div className="flex w-80 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Packing list
      </label>
      {/* Eight lines of text, five rows at most: the rest scrolls. */}
      <TextareaAutosize id={id} minRows={2} maxRows={5} defaultValue={packingList} className={textareaClassName} />
    </div>
  );
}
