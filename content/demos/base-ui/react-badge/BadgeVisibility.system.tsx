import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Row>
      <CartBadge badgeContent={count} invisible={hidden} showZero={showZero}>
        <CartIcon role="img" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
            <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
          </svg>
        </CartIcon>
      </CartBadge>
      <Controls>
        <Stepper>
          <StepButton type="button" aria-label="Remove an item" onClick={() => setCount((value) => Math.max(0, value - 1))}>
            −
          </StepButton>
          <StepButton type="button" aria-label="Add an item" onClick={() => setCount((value) => value + 1)}>
            +
          </StepButton>
        </Stepper>
        <Check>
          <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          invisible
        </Check>
        <Check>
          <input type="checkbox" checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
          showZero
        </Check>
      </Controls>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 32,
});

const CartIcon = styled('span')`
  display: inline-flex;
  padding: 8px;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const CartBadge = styled(Badge)`
  position: relative;
  display: inline-flex;

  & .${badgeClasses.badge} {
    position: absolute;
    top: -4px;
    right: -4px;
    box-sizing: border-box;
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background-color: #047857;
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
    transition:
      opacity 150ms ease,
      transform 150ms ease;
  }

  & .${badgeClasses.invisible} {
    opacity: 0;
    transform: scale(0.4);
  }

  [data-mui-color-scheme='dark'] & .${badgeClasses.badge} {
    background-color: #34d399;
    color: #022c22;
  }
`;

const Controls = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Stepper = styled('div')({
  display: 'flex',
  gap: 4,
});

const StepButton = styled('button')`
  width: 32px;
  height: 32px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #1e293b;
  font-family: inherit;
  font-size: 1rem;
  cursor: pointer;

  &:hover {
    background-color: #f8fafc;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;

const Check = styled('label')`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
  color: #334155;

  & input {
    margin: 0;
    accent-color: #047857;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
