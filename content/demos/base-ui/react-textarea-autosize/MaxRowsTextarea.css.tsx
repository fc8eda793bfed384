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

// The rules are in MaxRowsTextarea.css.
export default function MaxRowsTextarea() {
  const id = React.useId();
  return (
    <div className="packing-field">
      <label htmlFor={id} className="packing-field-label">
        Packing list
      </label>
      {/* Eight lines of text, five rows at most: the rest scrolls. */}
      <TextareaAutosize id={id} minRows={2} maxRows={5} defaultValue={packingList} className="packing-textarea" />
    </div>
  );
}
