import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

// The rules are in MinRowsTextarea.css.
export default function MinRowsTextarea() {
  const id = React.useId();
  return (
    <div className="autosize-field">
      <label htmlFor={id} className="autosize-field-label">
        Review
      </label>
      {/* Three rows high when empty; one more row for every line past the third. */}
      <TextareaAutosize
        id={id}
        minRows={3}
        placeholder="What did you like about the hotel, and what could be better?"
        className="autosize-textarea"
      />
    </div>
  );
}
