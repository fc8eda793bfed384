import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

const menus = [
  { label: 'File', items: ['New document', 'Open…', 'Make a copy', 'Download as PDF'] },
  { label: 'Edit', items: ['Undo', 'Redo', 'Find and replace'] },
  { label: 'View', items: ['Show ruler', 'Show outline', 'Full screen'] },
  { label: 'Help', items: ['Keyboard shortcuts', 'Report a problem'] },
];

// MenuButton always renders tabIndex={0}. This element, passed as its `component`,
// takes its tab index from `data-tabindex` instead, so that only one item of the
// menu bar is in the page's tab order (a "roving" tab index).
const MenuBarButton = React.forwardRef<HTMLButtonElement, React.ComponentPropsWithoutRef<'button'> & { 'data-tabindex'?: number }>(
  function MenuBarButton({ 'data-tabindex': rovingTabIndex, tabIndex, ...other }, ref) {
    return <button type="button" {...other} ref={ref} tabIndex={rovingTabIndex ?? tabIndex} />;
  },
);

interface MenuBarMenuProps {
  label: string;
  items: string[];
  open: boolean;
  tabIndex: number;
  onOpenChange: (open: boolean) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onButtonKeyDown: (event: React.KeyboardEvent) => void;
  onMenuKeyDown: (event: React.KeyboardEvent) => void;
  onCommand: (item: string) => void;
}

// One top-level entry: a component of its own, so that the attributes List adds to
// its direct children (data-first-child, data-last-child) do not reach Dropdown.
function MenuBarMenu(props: MenuBarMenuProps) {
  const { label, items, open, tabIndex, onOpenChange, buttonRef, onButtonKeyDown, onMenuKeyDown, onCommand } = props;
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => onOpenChange(isOpen)}>
      <ListItem>
        <MenuButton
          component={MenuBarButton}
          data-tabindex={tabIndex}
          role="menuitem"
          variant={open ? 'soft' : 'plain'}
          size="sm"
          ref={buttonRef}
          onKeyDown={onButtonKeyDown}
        >
          {label}
        </MenuButton>
      </ListItem>
      <Menu size="sm" placement="bottom-start" onKeyDown={onMenuKeyDown} sx={{ minWidth: 180 }}>
        {items.map((item) => (
          <MenuItem key={item} onClick={() => onCommand(item)}>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}

export default function MenuBar() {
  const [open, setOpen] = React.useState<number | null>(null);
  const [active, setActive] = React.useState(0);
  const [focusRequest, setFocusRequest] = React.useState<number | null>(null);
  const [lastAction, setLastAction] = React.useState('');
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  // Runs after the dropdowns' own effects, which give focus back to a trigger when its menu closes.
  React.useEffect(() => {
    if (focusRequest !== null) {
      buttons.current[focusRequest]?.focus();
      setFocusRequest(null);
    }
  }, [focusRequest]);

  const moveTo = (index: number, openMenu: boolean) => {
    const next = (index + menus.length) % menus.length;
    setActive(next);
    if (openMenu) {
      setOpen(next);
    } else {
      setOpen(null);
      setFocusRequest(next);
    }
  };

  const handleButtonKeyDown = (index: number) => (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveTo(index + (event.key === 'ArrowRight' ? 1 : -1), false);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : menus.length - 1, false);
    }
  };

  const handleMenuKeyDown = (index: number) => (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveTo(index + (event.key === 'ArrowRight' ? 1 : -1), true);
    }
  };

  return (
    <div>
      <List
        role="menubar"
        aria-label="Document editor"
        orientation="horizontal"
        variant="outlined"
        size="sm"
        sx={{ flexGrow: 0, width: 'fit-content', borderRadius: 'sm', '--List-padding': '4px', '--List-gap': '4px' }}
      >
        {menus.map((menu, index) => (
          <MenuBarMenu
            key={menu.label}
            label={menu.label}
            items={menu.items}
            open={open === index}
            tabIndex={active === index ? 0 : -1}
            onOpenChange={(isOpen) => {
              setOpen((current) => (isOpen ? index : current === index ? null : current));
              if (isOpen) setActive(index);
            }}
            buttonRef={(element) => {
              buttons.current[index] = element;
            }}
            onButtonKeyDown={handleButtonKeyDown(index)}
            onMenuKeyDown={handleMenuKeyDown(index)}
            onCommand={(item) => setLastAction(`${menu.label} › ${item}`)}
          />
        ))}
      </List>
      <Typography level="body-sm" sx={{ mt: 2 }} aria-live="polite">
        {lastAction ? `Last command: ${lastAction}` : 'No command chosen yet.'}
      </Typography>
    </div>
  );
}
