import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const details = [
  { label: 'Flight', value: 'TP 1351, departs 9:40' },
  { label: 'Terminal', value: 'Terminal 1, gate opens 9:00' },
  { label: 'Hotel', value: 'Casa do Largo, check-in from 15:00' },
];

export default function CssTransitionDemo() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <TriggerButton ref={setAnchor} type="button" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((value) => !value)}>
        Trip to Lisbon
      </TriggerButton>
      {/* keepMounted lets the exit transition play in @mui/base 5.0.0-beta.36. */}
      <Popup id={popupId} role="dialog" aria-label="Trip to Lisbon" anchor={anchor} open={open} offset={8} keepMounted>
        {/* Opacity ends after 150 ms, transform after 250 ms: the popup
            waits for the transform before it hides. */}
        <Panel enterClassName="open" exitClassName="closed" lastTransitionedPropertyOnExit="transform">
          <dl>
            {details.map((item) => (
              <React.Fragment key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </React.Fragment>
            ))}
          </dl>
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

const Panel = styled(CssTransition)`
  box-sizing: border-box;
  width: 300px;
  max-width: calc(100vw - 32px);
  padding: 12px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;
  transition:
    opacity 150ms ease-out,
    transform 250ms ease-out;

  &.closed {
    opacity: 0;
    transform: translateY(-8px);
  }

  &.open {
    opacity: 1;
    transform: translateY(0);
  }

  @media (prefers-reduced-motion: reduce) {
    &.closed {
      transform: translateY(-1px);
    }
  }

  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 16px;
    margin: 0;
  }

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    color: #475569;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }

  [data-mui-color-scheme='dark'] & dd {
    color: #94a3b8;
  }
`;
