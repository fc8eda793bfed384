import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { prepareForSlot } from '@mui/base/utils';
import { styled } from '@mui/system';

// TextareaAutosize would pass the ownerState it receives as a slot on to its
// <textarea>; prepareForSlot removes it.
const AutosizeTextarea = prepareForSlot(TextareaAutosize);

export default function AutosizeComment() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Comment</Label>
      <StyledInput
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What should the reviewer know about this change?"
        slots={{ textarea: AutosizeTextarea }}
      />
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: '100%',
  maxWidth: 380,
  fontSize: '0.875rem',
});

const Label = styled('label')`
  font-weight: 600;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #f1f5f9;
  }
`;

// TextareaAutosize measures its height with a hidden copy that gets the same
// class (base-Input-input), so padding and font size are part of that measurement.
const StyledInput = styled(Input)`
  display: flex;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;

  &:hover {
    border-color: #94a3b8;
  }

  &.${inputClasses.focused} {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px #bfdbfe;
  }

  & .${inputClasses.input} {
    flex: 1;
    box-sizing: border-box;
    min-width: 0;
    padding: 8px 12px;
    border: 0;
    outline: 0;
    background: transparent;
    color: #0f172a;
    font-family: inherit;
    font-size: inherit;
    line-height: 1.5;
    resize: none;
  }

  & .${inputClasses.input}::placeholder {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.${inputClasses.focused} {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.35);
  }

  [data-mui-color-scheme='dark'] & .${inputClasses.input} {
    color: #f1f5f9;
  }
`;
