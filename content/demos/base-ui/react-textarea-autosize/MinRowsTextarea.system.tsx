import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

export default function MinRowsTextarea() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Review</Label>
      {/* Three rows high when empty; one more row for every line past the third. */}
      <Textarea id={id} minRows={3} placeholder="What did you like about the hotel, and what could be better?" />
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

// styled() passes its class to TextareaAutosize, which gives it to the hidden
// copy it measures with as well, so both have the same font and padding.
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

  /* The server renders height: 0 until the browser measures: keep three rows (plus
     padding and border) meanwhile. Not on the hidden copy, whose height is the measure. */
  &:not([aria-hidden='true']) {
    min-height: calc(3lh + 18px);
  }

  &::placeholder {
    color: #64748b;
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

  [data-mui-color-scheme='dark'] &::placeholder {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:focus-visible {
    border-color: #60a5fa;
  }
`;
