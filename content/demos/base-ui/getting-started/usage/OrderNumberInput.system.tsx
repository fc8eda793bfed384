import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function OrderNumberInput() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Order number</Label>
      {/* id, placeholder and aria-describedby are Input's own props: it passes them to the <input>. */}
      <StyledInput
        id={id}
        placeholder="104233"
        aria-describedby={`${id}-hint`}
        startAdornment={<Prefix aria-hidden="true">#</Prefix>}
        // Any other attribute for the <input> goes through its slot.
        slotProps={{ input: { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } }}
      />
      <Hint id={`${id}-hint`}>Six digits, printed at the top of your receipt.</Hint>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: '100%',
  maxWidth: 280,
  fontSize: '0.875rem',
});

const Label = styled('label')`
  font-weight: 600;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #f1f5f9;
  }
`;

// The root is a div; Base UI adds base--focused (inputClasses.focused) to it
// while the <input> has focus.
const StyledInput = styled(Input)`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: #94a3b8;
  }

  &.${inputClasses.focused} {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px #bfdbfe;
  }

  & .${inputClasses.input} {
    flex: 1;
    min-width: 0;
    padding: 8px 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: #0f172a;
    font-family: inherit;
    font-size: inherit;
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

const Prefix = styled('span')`
  color: #64748b;
  font-weight: 600;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Hint = styled('p')`
  margin: 0;
  color: #475569;
  font-size: 0.75rem;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
