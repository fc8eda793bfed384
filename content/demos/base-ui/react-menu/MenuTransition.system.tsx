import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu, MenuListboxSlotProps } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import { PopupContext } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const blocks = ['Image', 'Table', 'Code block', 'Divider'];

export default function MenuTransition() {
  const [inserted, setInserted] = React.useState<string[]>([]);

  return (
    <Stack>
      <Dropdown>
        <TriggerButton>Insert</TriggerButton>
        <Menu slots={{ root: Popup, listbox: AnimatedListbox }} slotProps={{ root: { strategy: 'fixed' } }}>
          {blocks.map((block) => (
            <Item key={block} onClick={() => setInserted((current) => [...current, block])}>
              {block}
            </Item>
          ))}
        </Menu>
      </Dropdown>
      <Status aria-live="polite">{inserted.length ? `Inserted: ${inserted.join(', ')}` : 'The document is empty'}</Status>
    </Stack>
  );
}

// The listbox slot: Menu passes it the listbox props and its owner state.
// CssTransition switches between the `open` and `closed` classes, and the
// popup stays mounted until the closing transition has ended.
const AnimatedListbox = React.forwardRef(function AnimatedListbox(
  props: Omit<MenuListboxSlotProps, 'ref'>,
  ref: React.ForwardedRef<HTMLUListElement>,
) {
  const { ownerState, ...other } = props;
  const popupContext = React.useContext(PopupContext);
  // The side the popup ended up on, after flipping when there was no room.
  const side = popupContext?.placement.split('-')[0] ?? 'bottom';

  return (
    <Transition data-side={side} enterClassName="open" exitClassName="closed">
      <Listbox {...other} ref={ref} />
    </Transition>
  );
});

const Stack = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const TriggerButton = styled(MenuButton)`
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

  &:hover,
  &.${menuButtonClasses.expanded} {
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

  [data-mui-color-scheme='dark'] &:hover,
  [data-mui-color-scheme='dark'] &.${menuButtonClasses.expanded} {
    background-color: #93c5fd;
  }
`;

const Popup = styled('div')({
  zIndex: 1300,
});

const Transition = styled(CssTransition)`
  transform-origin: top;
  transition:
    opacity 150ms ease-out,
    transform 150ms ease-out;

  &[data-side='top'] {
    transform-origin: bottom;
  }

  &.closed {
    opacity: 0;
    transform: scale(0.9);
  }

  &.open {
    opacity: 1;
    transform: scale(1);
  }

  @media (prefers-reduced-motion: reduce) {
    &.closed,
    &.open {
      transform: none;
    }
  }
`;

const Listbox = styled('ul')`
  font-family: inherit;
  font-size: 0.875rem;
  box-sizing: border-box;
  min-width: 180px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  outline: none;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
    color: #e2e8f0;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
  }
`;

const Item = styled(MenuItem)`
  padding: 8px 12px;
  border-radius: 8px;
  cursor: default;
  user-select: none;

  &:focus {
    outline: none;
    background-color: #eff6ff;
    color: #1e3a8a;
  }

  [data-mui-color-scheme='dark'] &:focus {
    background-color: #1e3a8a;
    color: #dbeafe;
  }
`;
