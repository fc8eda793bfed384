import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const notifications = [
  { title: 'Ana Souza commented on “Q3 roadmap”', time: '5 min ago' },
  { title: 'Build 482 of storefront-web passed', time: '1 hour ago' },
  { title: 'Invoice INV-1042 is due on Friday', time: 'Yesterday' },
];

export default function PopupTransition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <TriggerButton
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Notifications
      </TriggerButton>
      {/* keepMounted: in @mui/base 5.0.0-beta.36, a popup that unmounts on close
          skips the exit transition, so this one stays in the DOM, hidden. */}
      <Popup id={popupId} role="dialog" aria-label="Notifications" anchor={anchor} open={open} placement="bottom" offset={8} keepMounted>
        <AnimatedPanel>
          <List>
            {notifications.map((item) => (
              <Item key={item.title}>
                {item.title}
                <Time>{item.time}</Time>
              </Item>
            ))}
          </List>
        </AnimatedPanel>
      </Popup>
    </div>
  );
}

// The root's `transform` belongs to Floating UI, so the animation runs on an
// element inside it. It grows from the side that faces the anchor.
function AnimatedPanel({ children }: { children: React.ReactNode }) {
  const popup = React.useContext(PopupContext);
  const side = (popup?.placement ?? 'bottom').split('-')[0];
  return (
    <Panel className={`side-${side}`} enterClassName="open" exitClassName="closed">
      {children}
    </Panel>
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
  padding: 4px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;
  transition:
    opacity 160ms ease-out,
    transform 160ms ease-out;

  &.side-top {
    transform-origin: bottom;
  }

  &.side-bottom {
    transform-origin: top;
  }

  &.side-left {
    transform-origin: right;
  }

  &.side-right {
    transform-origin: left;
  }

  &.closed {
    opacity: 0;
    transform: scale(0.92);
  }

  &.open {
    opacity: 1;
    transform: scale(1);
  }

  /* Keep a transition (here: opacity) even for reduced motion: the popup
     unmounts when it ends. */
  @media (prefers-reduced-motion: reduce) {
    transition: opacity 160ms ease-out;

    &.closed {
      transform: none;
    }
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }
`;

const List = styled('ul')`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled('li')`
  padding: 10px 0;

  & + & {
    border-top: 1px solid #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & + & {
    border-top-color: #334155;
  }
`;

const Time = styled('span')`
  display: block;
  margin-top: 2px;
  font-size: 0.8125rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
