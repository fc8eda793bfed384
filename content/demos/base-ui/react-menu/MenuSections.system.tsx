import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function MenuSections() {
  const [lastAction, setLastAction] = React.useState('PDF, 248 KB');
  const run = (action: string) => () => setLastAction(action);

  return (
    <Row>
      <div>
        <FileName>Invoice INV-2041.pdf</FileName>
        <Meta aria-live="polite">{lastAction}</Meta>
      </div>
      <Dropdown>
        <IconButton aria-label="Actions for Invoice INV-2041.pdf">
          <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        </IconButton>
        <Menu slots={{ root: Popup, listbox: Listbox }} slotProps={{ root: { strategy: 'fixed', placement: 'bottom-end', offset: 6 } }}>
          <Item label="Rename" aria-keyshortcuts="F2" onClick={run('Rename started')}>
            Rename <Shortcut>F2</Shortcut>
          </Item>
          <Item label="Duplicate" aria-keyshortcuts="Control+D" onClick={run('Copy created: Invoice INV-2041 (copy).pdf')}>
            Duplicate <Shortcut>Ctrl+D</Shortcut>
          </Item>
          <Item onClick={run('Download started')}>Download</Item>
          <Separator role="separator" />
          <Item disabled>Restore previous version</Item>
          <Separator role="separator" />
          <Item label="Delete" aria-keyshortcuts="Delete" className="danger" onClick={run('Moved to the trash')}>
            Delete <Shortcut>Del</Shortcut>
          </Item>
        </Menu>
      </Dropdown>
    </Row>
  );
}

const Row = styled('div')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  box-sizing: border-box;
  width: 100%;
  max-width: 420px;
  padding: 8px 8px 8px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
  }
`;

const FileName = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1e293b;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Meta = styled('p')`
  margin: 2px 0 0;
  font-size: 0.75rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const IconButton = styled(MenuButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 8px;
  background-color: transparent;
  color: #475569;
  cursor: pointer;

  &:hover,
  &.${menuButtonClasses.expanded} {
    border-color: #cbd5e1;
    background-color: #f1f5f9;
    color: #0f172a;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }

  [data-mui-color-scheme='dark'] &:hover,
  [data-mui-color-scheme='dark'] &.${menuButtonClasses.expanded} {
    border-color: #475569;
    background-color: #1e293b;
    color: #f8fafc;
  }
`;

const Popup = styled('div')({
  zIndex: 1300,
});

const Listbox = styled('ul')`
  font-family: inherit;
  font-size: 0.875rem;
  box-sizing: border-box;
  min-width: 240px;
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

const Item = styled(MenuItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  padding: 8px 12px;
  border-radius: 8px;
  cursor: default;
  user-select: none;

  &:focus {
    outline: none;
    background-color: #eff6ff;
    color: #1e3a8a;
  }

  &.danger {
    color: #b91c1c;
  }

  &.danger:focus {
    background-color: #fef2f2;
    color: #991b1b;
  }

  &.${menuItemClasses.disabled} {
    color: #94a3b8;
  }

  &.${menuItemClasses.disabled}:focus {
    background-color: #f8fafc;
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:focus {
    background-color: #1e3a8a;
    color: #dbeafe;
  }

  [data-mui-color-scheme='dark'] &.danger {
    color: #fca5a5;
  }

  [data-mui-color-scheme='dark'] &.danger:focus {
    background-color: #450a0a;
    color: #fecaca;
  }

  [data-mui-color-scheme='dark'] &.${menuItemClasses.disabled}, [data-mui-color-scheme='dark'] &.${menuItemClasses.disabled}:focus {
    background-color: transparent;
    color: #64748b;
  }
`;

const Shortcut = styled('span')`
  font-size: 0.75rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Separator = styled('li')`
  height: 1px;
  margin: 6px 0;
  background-color: #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    background-color: #334155;
  }
`;
