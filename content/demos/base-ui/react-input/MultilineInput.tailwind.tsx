import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const rootClassName = [
  'box-border flex w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition [&:not(.base--focused)]:hover:border-slate-400',
  '[&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_rgb(59_130_246/0.25)]',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:[&:not(.base--focused)]:hover:border-slate-500',
  'dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]',
].join(' ');

const textareaClassName =
  'min-w-0 flex-1 resize-none border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 dark:placeholder:text-slate-500';

export default function MultilineInput() {
  const instructionsId = React.useId();
  const messageId = React.useId();
  return (
    <div className="flex w-80 max-w-full flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={instructionsId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Delivery instructions
        </label>
        {/* A plain textarea, three rows high. */}
        <Input
          id={instructionsId}
          multiline
          rows={3}
          placeholder="Leave the parcel with the concierge."
          className={rootClassName}
          slotProps={{ input: { className: textareaClassName } }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Gift message
        </label>
        {/* TextareaAutosize grows with the text, from two rows up to six, then scrolls. */}
        <Input
          id={messageId}
          multiline
          minRows={2}
          maxRows={6}
          slots={{ textarea: TextareaAutosize }}
          placeholder="Happy birthday, Ana! Enjoy the new headphones."
          className={rootClassName}
          slotProps={{ input: { className: textareaClassName } }}
        />
      </div>
    </div>
  );
}
