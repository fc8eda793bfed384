import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuListboxSlotProps } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import { PopupContext } from '@mui/base/Unstable_Popup';

const blocks = ['Image', 'Table', 'Code block', 'Divider'];

// The rules are in MenuTransition.css.
export default function MenuTransition() {
  const [inserted, setInserted] = React.useState<string[]>([]);

  return (
    <div className="menu-transition">
      <Dropdown>
        <MenuButton className="menu-transition-button">Insert</MenuButton>
        <Menu slots={{ listbox: AnimatedListbox }} slotProps={{ root: { strategy: 'fixed', className: 'menu-transition-popup' } }}>
          {blocks.map((block) => (
            <MenuItem key={block} onClick={() => setInserted((current) => [...current, block])} className="menu-transition-item">
              {block}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p aria-live="polite" className="menu-transition-status">
        {inserted.length ? `Inserted: ${inserted.join(', ')}` : 'The document is empty'}
      </p>
    </div>
  );
}

// The listbox slot: Menu passes it the listbox props and its owner state.
// CssTransition switches between the enter and exit class names, and the
// popup stays mounted until the closing transition has ended.
const AnimatedListbox = React.forwardRef(function AnimatedListbox(
  props: Omit<MenuListboxSlotProps, 'ref'>,
  ref: React.ForwardedRef<HTMLUListElement>,
) {
  const { ownerState, className, ...other } = props;
  const popupContext = React.useContext(PopupContext);
  // The side the popup ended up on, after flipping when there was no room.
  const side = popupContext?.placement.split('-')[0] ?? 'bottom';

  return (
    <CssTransition
      className="menu-transition-animation"
      data-side={side}
      enterClassName="menu-transition-open"
      exitClassName="menu-transition-closed"
    >
      <ul {...other} ref={ref} className={`${className ?? ''} menu-transition-listbox`} />
    </CssTransition>
  );
});
