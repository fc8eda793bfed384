import * as React from 'react';
import { useInput } from '@mui/base/useInput';

const VALID_CODE = 'SPRING24';

// The rules are in UseInput.css.
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
    <form onSubmit={apply} className="promo-form">
      <label htmlFor={id} className="promo-form-label">
        Promo code
      </label>
      <div className="promo-form-row">
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
        <button type="submit" className="promo-form-button">
          Apply
        </button>
      </div>
      <p id={statusId} aria-live="polite" className={`promo-form-status ${status}`}>
        {status === 'applied' && '15% off your order.'}
        {status === 'invalid' && 'This code is not valid.'}
        {status === 'idle' && `Try ${VALID_CODE}.`}
      </p>
    </form>
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
  const className = ['promo-input', focused && 'focused', error && 'error'];
  return (
    <div {...getRootProps()} className={className.filter(Boolean).join(' ')}>
      <TagIcon />
      <input
        {...getInputProps()}
        id={id}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        className="promo-input-element"
      />
    </div>
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
