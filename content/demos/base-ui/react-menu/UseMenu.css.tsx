import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

// The rules are in UseMenu.css.
export default function UseMenu() {
  const [created, setCreated] = React.useState<string | null>(null);
  // useDropdown holds the open state that the button and the menu share.
  const { contextValue } = useDropdown();

  return (
    <div className="use-menu">
      <DropdownContext.Provider value={contextValue}>
        <NewButton>New</NewButton>
        <NewMenu>
          <NewMenuItem onClick={() => setCreated('Untitled document')}>Document</NewMenuItem>
          <NewMenuItem onClick={() => setCreated('Untitled spreadsheet')}>Spreadsheet</NewMenuItem>
          <NewMenuItem onClick={() => setCreated('Untitled presentation')}>Presentation</NewMenuItem>
          <NewMenuItem disabled>Form (needs a paid plan)</NewMenuItem>
        </NewMenu>
      </DropdownContext.Provider>
      <p aria-live="polite" className="use-menu-status">
        {created ? `Created “${created}”` : 'Nothing created yet'}
      </p>
    </div>
  );
}

function NewButton(props: { children: React.ReactNode }) {
  const { getRootProps, open } = useMenuButton();
  return (
    <button {...getRootProps()} type="button" className={open ? 'use-menu-button open' : 'use-menu-button'}>
      {props.children}
    </button>
  );
}

function NewMenu(props: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open, triggerElement } = useMenu();
  // The hooks position nothing: this menu places its listbox with Popup, as
  // the Menu component does. keepMounted keeps the items registered while the
  // menu is closed, so the arrow keys work as soon as it opens.
  return (
    <Popup
      open={open}
      anchor={triggerElement}
      placement="bottom-start"
      offset={6}
      strategy="fixed"
      keepMounted
      role="presentation"
      className="use-menu-popup"
    >
      <ul {...getListboxProps()} className="use-menu-listbox">
        <MenuProvider value={contextValue}>{props.children}</MenuProvider>
      </ul>
    </Popup>
  );
}

const NewMenuItem = React.forwardRef(function NewMenuItem(
  props: { children: React.ReactNode; disabled?: boolean; onClick?: React.MouseEventHandler },
  ref: React.ForwardedRef<HTMLLIElement>,
) {
  const { children, disabled, onClick } = props;
  const { getRootProps, highlighted } = useMenuItem({ disabled, rootRef: ref });
  const className = ['use-menu-item', highlighted && 'highlighted', disabled && 'disabled'];
  return (
    <li {...getRootProps({ onClick })} className={className.filter(Boolean).join(' ')}>
      {children}
    </li>
  );
});
