import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { prepareForSlot } from '@mui/base/utils';

// TextareaAutosize would pass the ownerState it receives as a slot on to its
// <textarea>; prepareForSlot removes it.
const AutosizeTextarea = prepareForSlot(TextareaAutosize);

// The rules are in AutosizeComment.css.
export default function AutosizeComment() {
  const id = React.useId();
  return (
    <div className="autosize-comment">
      <label htmlFor={id} className="autosize-comment-label">
        Comment
      </label>
      <Input
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What should the reviewer know about this change?"
        className="autosize-comment-field"
        slots={{ textarea: AutosizeTextarea }}
        slotProps={{ input: { className: 'autosize-comment-textarea' } }}
      />
    </div>
  );
}
