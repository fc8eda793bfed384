import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

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

export default function MaxRowsTextarea() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Packing list</Label>
      {/* Eight lines of text, five rows at most: the rest scrolls. */}
      <Textarea id={id} minRows={2} maxRows={5} defaultValue={packingList} />
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 320,
  maxWidth: '100%',
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Textarea = styled(TextareaAutosize)`
  box-sizing: border-box;
  width: 100%;
  padding: 8px 12px;
  font-family: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  resize: none;

  /* Five rows (the most it shows) while the server's height: 0 waits for the browser. */
  &:not([aria-hidden='true']) {
    min-height: calc(5lh + 18px);
  }

  &:hover {
    border-color: #94a3b8;
  }

  &:focus-visible {
    border-color: #1d4ed8;
    outline: 3px solid rgb(59 130 246 / 0.35);
    outline-offset: 0;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
  }

  [data-mui-color-scheme='dark'] &:focus-visible {
    border-color: #60a5fa;
  }
`;
