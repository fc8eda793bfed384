import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import { keyframes, styled } from '@mui/system';

// keyframes() generates the animation names that CssAnimation compares with
// the `animationend` event's animationName.
const popIn = keyframes`
  0% {
    opacity: 0;
    transform: scale(0.8);
  }
  70% {
    opacity: 1;
    transform: scale(1.04);
  }
  100% {
    transform: scale(1);
  }
`;

const popOut = keyframes`
  to {
    opacity: 0;
    transform: scale(0.9);
  }
`;

export default function CssAnimationDemo() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <TriggerButton ref={setAnchor} type="button" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((value) => !value)}>
        Next meeting
      </TriggerButton>
      {/* keepMounted lets the exit animation play in @mui/base 5.0.0-beta.36. */}
      <Popup id={popupId} role="dialog" aria-label="Next meeting" anchor={anchor} open={open} offset={8} keepMounted>
        <Panel enterClassName="open" exitClassName="closed" enterAnimationName={popIn.name} exitAnimationName={popOut.name}>
          <Title>Daily stand-up in 5 minutes</Title>
          <Meta>Room Orion, 4th floor · 10:00 to 10:15</Meta>
          <DismissButton
            type="button"
            onClick={() => {
              setOpen(false);
              anchor?.focus();
            }}
          >
            Dismiss
          </DismissButton>
        </Panel>
      </Popup>
    </div>
  );
}

const TriggerButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;

const Panel = styled(CssAnimation)`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 260px;
  max-width: calc(100vw - 32px);
  padding: 12px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;

  &.open {
    animation: ${popIn} 220ms ease-out;
  }

  &.closed {
    animation: ${popOut} 140ms ease-in forwards;
  }

  /* A very short animation still ends with animationend, which the popup
     waits for; removing the animation would leave it waiting. */
  @media (prefers-reduced-motion: reduce) {
    &.open,
    &.closed {
      animation-duration: 1ms;
    }
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }
`;

const Title = styled('p')`
  margin: 0;
  font-weight: 600;
`;

const Meta = styled('p')`
  margin: 0;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const DismissButton = styled('button')`
  align-self: flex-end;
  margin-top: 8px;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  padding: 4px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: transparent;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }
`;
