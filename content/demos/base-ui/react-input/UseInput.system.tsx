import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

const VALID_CODE = 'SPRING24';

export default function UseInput() {
  const id = React.useId();
  const statusId = React.useId();
  const [code, setCode] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'applied' | 'invalid'>('idle');

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(code === VALID_CODE ? 'applied' : 'invalid');
  };

  return (
    <Form onSubmit={apply}>
      <Label htmlFor={id}>Promo code</Label>
      <Row>
        <CouponInput
          id={id}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setStatus('idle');
          }}
          error={status === 'invalid'}
          aria-describedby={statusId}
        />
        <ApplyButton type="submit">Apply</ApplyButton>
      </Row>
      <Status id={statusId} aria-live="polite" className={status}>
        {status === 'applied' && '15% off your order.'}
        {status === 'invalid' && 'This code is not valid.'}
        {status === 'idle' && `Try ${VALID_CODE}.`}
      </Status>
    </Form>
  );
}

interface CouponInputProps {
  id: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error: boolean;
  'aria-describedby': string;
}

function CouponInput(props: CouponInputProps) {
  const { id, 'aria-describedby': describedBy, ...parameters } = props;
  // The hook gives the state (focused, error, disabled) and two prop getters:
  // the root's focuses the input when clicked, the input's wires the value.
  const { getRootProps, getInputProps, focused, error } = useInput(parameters);
  const className = [focused && 'focused', error && 'error'].filter(Boolean).join(' ');
  return (
    <Root {...getRootProps()} className={className || undefined}>
      <TagIcon />
      <InputElement {...getInputProps()} id={id} aria-describedby={describedBy} autoComplete="off" spellCheck={false} />
    </Root>
  );
}

function TagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M2 2.75h5.25l6.25 6.25-4.5 4.5L2.75 7.25V2.75z" strokeLinejoin="round" />
      <circle cx="5.25" cy="5.5" r="1" />
    </svg>
  );
}

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 320,
  maxWidth: '100%',
});

const Row = styled('div')({
  display: 'flex',
  gap: 8,
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Status = styled('p')`
  margin: 0;
  font-size: 0.8125rem;
  color: #64748b;

  &.applied {
    color: #047857;
  }

  &.invalid {
    color: #b91c1c;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &.applied {
    color: #34d399;
  }

  [data-mui-color-scheme='dark'] &.invalid {
    color: #f87171;
  }
`;

const Root = styled('div')`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-width: 0;
  padding: 0 12px;
  color: #64748b;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  cursor: text;

  &.focused {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  &.error {
    border-color: #dc2626;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
    background-color: #0f172a;
    border-color: #475569;
  }

  [data-mui-color-scheme='dark'] &.focused {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }

  [data-mui-color-scheme='dark'] &.error {
    border-color: #f87171;
  }
`;

const InputElement = styled('input')`
  flex: 1;
  min-width: 0;
  padding: 9px 0;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  line-height: 1.5;
  color: #0f172a;
  background: transparent;
  border: 0;
  outline: 0;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const ApplyButton = styled('button')`
  padding: 0 16px;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: #fff;
  background-color: #1d4ed8;
  border: 1px solid #1e40af;
  border-radius: 8px;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #0f172a;
    background-color: #60a5fa;
    border-color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;
