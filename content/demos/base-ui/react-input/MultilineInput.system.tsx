import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

export default function MultilineInput() {
  const instructionsId = React.useId();
  const messageId = React.useId();
  return (
    <Stack>
      <Field>
        <Label htmlFor={instructionsId}>Delivery instructions</Label>
        {/* A plain textarea, three rows high. */}
        <StyledInput id={instructionsId} multiline rows={3} placeholder="Leave the parcel with the concierge." />
      </Field>
      <Field>
        <Label htmlFor={messageId}>Gift message</Label>
        {/* TextareaAutosize grows with the text, from two rows up to six, then scrolls. */}
        <StyledInput
          id={messageId}
          multiline
          minRows={2}
          maxRows={6}
          slots={{ textarea: TextareaAutosize }}
          placeholder="Happy birthday, Ana! Enjoy the new headphones."
        />
      </Field>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: 320,
  maxWidth: '100%',
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const StyledInput = styled(Input)`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  width: 100%;
  padding: 0 12px;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: #94a3b8;
  }

  &.${inputClasses.focused} {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  & .${inputClasses.input} {
    flex: 1;
    min-width: 0;
    padding: 9px 0;
    resize: none;
    font: inherit;
    line-height: 1.5;
    color: inherit;
    background: transparent;
    border: 0;
    outline: 0;
  }

  & .${inputClasses.input}::placeholder {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.${inputClasses.focused} {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }

  [data-mui-color-scheme='dark'] & .${inputClasses.input}::placeholder {
    color: #64748b;
  }
`;
