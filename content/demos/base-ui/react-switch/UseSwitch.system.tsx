import * as React from 'react';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

export default function UseSwitch() {
  const labelId = React.useId();
  const descriptionId = React.useId();
  return (
    <Card>
      <div>
        <Title id={labelId}>Auto-renew</Title>
        <Description id={descriptionId}>Your plan renews on March 3 for $96.00.</Description>
      </div>
      <IconSwitch defaultChecked aria-labelledby={labelId} aria-describedby={descriptionId} />
    </Card>
  );
}

interface IconSwitchProps extends UseSwitchParameters {
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

function IconSwitch(props: IconSwitchProps) {
  const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, ...parameters } = props;
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);
  const className = [checked && 'checked', disabled && 'disabled', focusVisible && 'focus-visible'].filter(Boolean).join(' ');
  return (
    <Root className={className || undefined}>
      <Thumb>{checked ? <CheckIcon /> : <CrossIcon />}</Thumb>
      <Input {...getInputProps()} role="switch" aria-labelledby={labelledBy} aria-describedby={describedBy} />
    </Root>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const Card = styled('div')`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  width: 360px;
  max-width: 100%;
  padding: 14px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
  }
`;

const Title = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Description = styled('p')`
  margin: 2px 0 0;
  font-size: 0.8125rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Root = styled('span')`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 48px;
  height: 28px;
  border-radius: 14px;
  background-color: #cbd5e1;
  cursor: pointer;
  transition: background-color 150ms ease;

  &.checked {
    background-color: #1d4ed8;
  }

  &.focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &.disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #475569;
  }

  [data-mui-color-scheme='dark'] &.checked {
    background-color: #60a5fa;
  }
`;

const Thumb = styled('span')`
  position: absolute;
  top: 3px;
  inset-inline-start: 3px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  color: #64748b;
  background-color: #fff;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.3);
  transition: inset-inline-start 150ms ease;

  .checked > & {
    inset-inline-start: 23px;
    color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] .checked > & {
    color: #1e3a8a;
  }
`;

// The real checkbox, invisible, covers the switch and takes the clicks.
const Input = styled('input')({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
