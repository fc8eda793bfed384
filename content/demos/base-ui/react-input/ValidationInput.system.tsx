import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function ValidationInput() {
  const id = React.useId();
  const hintId = React.useId();
  // The demo starts as if the reader had typed three digits and moved on.
  const [zip, setZip] = React.useState('941');
  const [touched, setTouched] = React.useState(true);
  // Judge the value once the reader has left the field, not at every keystroke.
  const invalid = touched && !/^[0-9]{5}$/.test(zip);
  return (
    <Field>
      <Label htmlFor={id}>ZIP code</Label>
      <StyledInput
        id={id}
        value={zip}
        onChange={(event) => setZip(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        autoComplete="postal-code"
        aria-describedby={hintId}
        // Input has no props for these: slotProps puts them on the input element.
        slotProps={{ input: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <Hint id={hintId} className={invalid ? 'error' : undefined}>
        {invalid ? 'Enter the five digits of your ZIP code.' : 'Five digits, for example 94107.'}
      </Hint>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 280,
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

const Hint = styled('p')`
  margin: 0;
  font-size: 0.8125rem;
  color: #64748b;

  &.error {
    color: #b91c1c;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &.error {
    color: #f87171;
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

  &.${inputClasses.error} {
    border-color: #dc2626;
  }

  &.${inputClasses.error}.${inputClasses.focused} {
    box-shadow: 0 0 0 3px rgb(220 38 38 / 0.2);
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

  [data-mui-color-scheme='dark'] &.${inputClasses.error} {
    border-color: #f87171;
  }

  [data-mui-color-scheme='dark'] &.${inputClasses.error}.${inputClasses.focused} {
    box-shadow: 0 0 0 3px rgb(248 113 113 / 0.3);
  }

  [data-mui-color-scheme='dark'] & .${inputClasses.input}::placeholder {
    color: #64748b;
  }
`;
