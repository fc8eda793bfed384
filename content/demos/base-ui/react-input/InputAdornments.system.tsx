import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function InputAdornments() {
  const amountId = React.useId();
  const passwordId = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <Stack>
      <Field>
        <Label htmlFor={amountId}>Amount</Label>
        <StyledInput
          id={amountId}
          placeholder="0.00"
          startAdornment={<Adornment>$</Adornment>}
          endAdornment={<Adornment>USD</Adornment>}
          // Attributes Input has no prop for go to the input through slotProps.
          slotProps={{ input: { inputMode: 'decimal' } }}
        />
      </Field>
      <Field>
        <Label htmlFor={passwordId}>Password</Label>
        <StyledInput
          id={passwordId}
          type={showPassword ? 'text' : 'password'}
          defaultValue="correct horse battery"
          endAdornment={
            <IconButton
              type="button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
            </IconButton>
          }
        />
      </Field>
    </Stack>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M1.5 8s2.4-4.75 6.5-4.75S14.5 8 14.5 8s-2.4 4.75-6.5 4.75S1.5 8 1.5 8z" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="2" />
      {crossed ? <path d="M2.5 2.5l11 11" strokeLinecap="round" /> : null}
    </svg>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: 280,
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

const Adornment = styled('span')`
  flex-shrink: 0;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const IconButton = styled('button')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin-inline-end: -6px;
  padding: 0;
  color: #475569;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 2px solid #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &:focus-visible {
    outline-color: #60a5fa;
  }
`;

// The root is a flex row: start adornment, input, end adornment.
const StyledInput = styled(Input)`
  display: flex;
  align-items: center;
  gap: 8px;
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

  &.${inputClasses.disabled} {
    color: #64748b;
    background-color: #f8fafc;
    border-color: #e2e8f0;
    box-shadow: none;
    cursor: not-allowed;
  }

  & .${inputClasses.input} {
    flex: 1;
    min-width: 0;
    padding: 9px 0;
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

  & .${inputClasses.input}:disabled {
    cursor: not-allowed;
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

  [data-mui-color-scheme='dark'] &.${inputClasses.disabled} {
    color: #94a3b8;
    background-color: #1e293b;
    border-color: #334155;
  }

  [data-mui-color-scheme='dark'] & .${inputClasses.input}::placeholder {
    color: #64748b;
  }
`;
