import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

export default function UseMenu() {
  const [created, setCreated] = React.useState<string | null>(null);
  // useDropdown holds the open state that the button and the menu share.
  const { contextValue } = useDropdown();

  return (
    <div className="flex items-center gap-4">
      <DropdownContext.Provider value={contextValue}>
        <NewButton>New</NewButton>
        <NewMenu>
          <NewMenuItem onClick={() => setCreated('Untitled document')}>Document</NewMenuItem>
          <NewMenuItem onClick={() => setCreated('Untitled spreadsheet')}>Spreadsheet</NewMenuItem>
          <NewMenuItem onClick={() => setCreated('Untitled presentation')}>Presentation</NewMenuItem>
          <NewMenuItem disabled>Form (needs a paid plan)</NewMenuItem>
        </NewMenu>
      </DropdownContext.Provider>
      <p aria-live="polite" className="m-0 text-sm text-slate-600 dark:text-slate-300">
        {created ? `Created “${created}”` : 'Nothing created yet'}
      </p>
    </div>
  );
}

function NewButton(props: { children: React.ReactNode }) {
  const { getRootProps, open } = useMenuButton();
  return (
    <button
      {...getRootProps()}
      type="button"
      className={[
        'cursor-pointer rounded-full border border-solid border-emerald-700 px-5 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-300',
        'dark:border-emerald-300 dark:text-emerald-950',
        open ? 'bg-emerald-800 dark:bg-emerald-300' : 'bg-emerald-700 hover:bg-emerald-800 dark:bg-emerald-400 dark:hover:bg-emerald-300',
      ].join(' ')}
    >
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
      className="z-[1300]"
    >
      <ul
        {...getListboxProps()}
        className="m-0 box-border min-w-[220px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-800 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50"
      >
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
  let state = '';
  if (highlighted) {
    state = disabled ? 'bg-slate-50 dark:bg-slate-800' : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100';
  }
  return (
    <li
      {...getRootProps({ onClick })}
      className={[
        'cursor-default rounded-lg px-3 py-2 select-none focus:outline-none',
        disabled ? 'text-slate-400 dark:text-slate-500' : '',
        state,
      ].join(' ')}
    >
      {children}
    </li>
  );
});
