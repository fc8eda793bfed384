import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

// The rules are in MultilineInput.css.
export default function MultilineInput() {
  const instructionsId = React.useId();
  const messageId = React.useId();
  return (
    <div className="note-fields">
      <div className="note-field">
        <label htmlFor={instructionsId} className="note-field-label">
          Delivery instructions
        </label>
        {/* A plain textarea, three rows high. */}
        <Input className="note-input" id={instructionsId} multiline rows={3} placeholder="Leave the parcel with the concierge." />
      </div>
      <div className="note-field">
        <label htmlFor={messageId} className="note-field-label">
          Gift message
        </label>
        {/* TextareaAutosize grows with the text, from two rows up to six, then scrolls. */}
        <Input
          className="note-input"
          id={messageId}
          multiline
          minRows={2}
          maxRows={6}
          slots={{ textarea: TextareaAutosize }}
          placeholder="Happy birthday, Ana! Enjoy the new headphones."
        />
      </div>
    </div>
  );
}
