import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { prepareForSlot } from '@mui/base/utils';

// TextareaAutosize would pass the ownerState it receives as a slot on to its
// <textarea>; prepareForSlot removes it.
const AutosizeTextarea = prepareForSlot(TextareaAutosize);

export default function AutosizeComment() {
  const id = React.useId();
  return (
    <div className="flex w-full max-w-[380px] flex-col gap-1.5 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-900 dark:text-slate-100">
        Comment
      </label>
      <Input
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What should the reviewer know about this change?"
        className="flex rounded-lg border border-slate-300 bg-white hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-slate-500 [&.base--focused]:border-blue-700 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/35"
        slots={{ textarea: AutosizeTextarea }}
        // TextareaAutosize measures its height with a hidden copy that gets the
        // same classes, so padding and font size are part of that measurement.
        slotProps={{
          input: {
            className:
              'box-border min-w-0 flex-1 resize-none border-0 bg-transparent px-3 py-2 [font-family:inherit] text-[length:inherit] leading-normal text-slate-900 outline-0 placeholder:text-slate-400 dark:text-slate-100',
          },
        }}
      />
    </div>
  );
}
