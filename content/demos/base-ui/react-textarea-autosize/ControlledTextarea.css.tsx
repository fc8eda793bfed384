import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const LIMIT = 280;
const SIGNATURE = '\n\nThanks,\nJordan Ellis\nCustomer Success, Northwind Outfitters';

// The rules are in ControlledTextarea.css.
export default function ControlledTextarea() {
  const [message, setMessage] = React.useState('Hi Sam, your replacement tent ships tomorrow.');
  const id = React.useId();
  const countId = React.useId();
  const left = LIMIT - message.length;

  return (
    <div className="reply-field">
      <label htmlFor={id} className="reply-field-label">
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
        className="reply-textarea"
      />
      <div className="reply-footer">
        <button type="button" onClick={() => setMessage((value) => (value + SIGNATURE).slice(0, LIMIT))} className="reply-button">
          Add signature
        </button>
        <button type="button" onClick={() => setMessage('')} className="reply-button">
          Clear
        </button>
        <span id={countId} className="reply-count" data-low={left < 40 || undefined}>
          {left} characters left
        </span>
      </div>
    </div>
  );
}
