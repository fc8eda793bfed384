import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function UseMenu() {
  const [created, setCreated] = React.useState<string | null>(null);
  // useDropdown holds the open state that the button and the menu share.
  const { contextValue } = useDropdown();

  return (
    <Stack>
      <DropdownContext.Provider value={contextValue}>
        <NewButton>New</NewButton>
        <NewMenu>
          <NewMenuItem onClick={() => setCreated('Untitled document')}>Document</NewMenuItem>
          <NewMenuItem onClick={() => setCreated('Untitled spreadsheet')}>Spreadsheet</NewMenuItem>
          <NewMenuItem onClick={() => setCreated('Untitled presentation')}>Presentation</NewMenuItem>
          <NewMenuItem disabled>Form (needs a paid plan)</NewMenuItem>
        </NewMenu>
      </DropdownContext.Provider>
      <Status aria-live="polite">{created ? `Created “${created}”` : 'Nothing created yet'}</Status>
    </Stack>
  );
}

function NewButton(props: { children: React.ReactNode }) {
  const { getRootProps, open } = useMenuButton();
  return (
    <TriggerButton {...getRootProps()} type="button" className={open ? 'open' : undefined}>
      {props.children}
    </TriggerButton>
  );
}

function NewMenu(props: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open, triggerElement } = useMenu();
  // The hooks position nothing: this menu places its listbox with Popup, as
  // the Menu component does. keepMounted keeps the items registered while the
  // menu is closed, so the arrow keys work as soon as it opens.
  return (
    <PopupRoot open={open} anchor={triggerElement} placement="bottom-start" offset={6} strategy="fixed" keepMounted role="presentation">
      <Listbox {...getListboxProps()}>
        <MenuProvider value={contextValue}>{props.children}</MenuProvider>
      </Listbox>
    </PopupRoot>
  );
}

const NewMenuItem = React.forwardRef(function NewMenuItem(
  props: { children: React.ReactNode; disabled?: boolean; onClick?: React.MouseEventHandler },
  ref: React.ForwardedRef<HTMLLIElement>,
) {
  const { children, disabled, onClick } = props;
  const { getRootProps, highlighted } = useMenuItem({ disabled, rootRef: ref });
  const className = [highlighted && 'highlighted', disabled && 'disabled'].filter(Boolean).join(' ');
  return (
    <Item {...getRootProps({ onClick })} className={className || undefined}>
      {children}
    </Item>
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

const TriggerButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 20px;
  border: 1px solid #047857;
  border-radius: 999px;
  background-color: #047857;
  color: #fff;
  cursor: pointer;

  &:hover,
  &.open {
    background-color: #065f46;
  }

  &:focus-visible {
    outline: 3px solid #6ee7b7;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #6ee7b7;
    background-color: #34d399;
    color: #022c22;
  }

  [data-mui-color-scheme='dark'] &:hover,
  [data-mui-color-scheme='dark'] &.open {
    background-color: #6ee7b7;
  }
`;

const PopupRoot = styled(Popup)({
  zIndex: 1300,
});

const Listbox = styled('ul')`
  font-family: inherit;
  font-size: 0.875rem;
  box-sizing: border-box;
  min-width: 220px;
  margin: 0;
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

const Item = styled('li')`
  padding: 8px 12px;
  border-radius: 8px;
  cursor: default;
  user-select: none;

  &:focus {
    outline: none;
  }

  &.highlighted {
    background-color: #ecfdf5;
    color: #065f46;
  }

  &.disabled {
    color: #94a3b8;
  }

  &.highlighted.disabled {
    background-color: #f8fafc;
  }

  [data-mui-color-scheme='dark'] &.highlighted {
    background-color: #064e3b;
    color: #d1fae5;
  }

  [data-mui-color-scheme='dark'] &.disabled {
    color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.highlighted.disabled {
    background-color: #1e293b;
  }
`;
