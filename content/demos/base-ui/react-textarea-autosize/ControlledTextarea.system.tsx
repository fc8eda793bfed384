import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const LIMIT = 280;
const SIGNATURE = '\n\nThanks,\nJordan Ellis\nCustomer Success, Northwind Outfitters';

export default function ControlledTextarea() {
  const [message, setMessage] = React.useState('Hi Sam, your replacement tent ships tomorrow.');
  const id = React.useId();
  const countId = React.useId();
  const left = LIMIT - message.length;

  return (
    <Field>
      <Label htmlFor={id}>Reply</Label>
      {/* The value lives in state: the height follows it, typed or set by the button. */}
      <Textarea
        id={id}
        minRows={2}
        maxRows={8}
        value={message}
        onChange={(event) => setMessage(event.target.value.slice(0, LIMIT))}
        aria-describedby={countId}
      />
      <Footer>
        <Button type="button" onClick={() => setMessage((value) => (value + SIGNATURE).slice(0, LIMIT))}>
          Add signature
        </Button>
        <Button type="button" onClick={() => setMessage('')}>
          Clear
        </Button>
        <Count id={countId} data-low={left < 40 || undefined}>
          {left} characters left
        </Count>
      </Footer>
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

  /* Two rows while the server's height: 0 waits for the browser. */
  &:not([aria-hidden='true']) {
    min-height: calc(2lh + 18px);
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

const Footer = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
});

const Button = styled('button')`
  padding: 4px 10px;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: transparent;
    border-color: #475569;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }
`;

const Count = styled('span')`
  margin-inline-start: auto;
  font-size: 0.75rem;
  color: #475569;

  &[data-low] {
    color: #b91c1c;
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &[data-low] {
    color: #fca5a5;
  }
`;
