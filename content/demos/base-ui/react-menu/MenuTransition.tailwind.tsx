import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuListboxSlotProps } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import { PopupContext } from '@mui/base/Unstable_Popup';

const blocks = ['Image', 'Table', 'Code block', 'Divider'];

export default function MenuTransition() {
  const [inserted, setInserted] = React.useState<string[]>([]);

  return (
    <div className="flex items-center gap-4">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 [&.base--expanded]:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300 dark:[&.base--expanded]:bg-blue-300">
          Insert
        </MenuButton>
        <Menu slots={{ listbox: AnimatedListbox }} slotProps={{ root: { strategy: 'fixed', className: 'z-[1300]' } }}>
          {blocks.map((block) => (
            <MenuItem
              key={block}
              onClick={() => setInserted((current) => [...current, block])}
              className="cursor-default rounded-lg px-3 py-2 select-none focus:bg-blue-50 focus:text-blue-900 focus:outline-none dark:focus:bg-blue-900 dark:focus:text-blue-100"
            >
              {block}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p aria-live="polite" className="m-0 text-sm text-slate-600 dark:text-slate-300">
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
      className={[
        'transition-[opacity,scale] duration-150 ease-out motion-reduce:transition-opacity',
        side === 'top' ? 'origin-bottom' : 'origin-top',
      ].join(' ')}
      enterClassName="scale-100 opacity-100"
      exitClassName="scale-90 opacity-0"
    >
      <ul
        {...other}
        ref={ref}
        className={`${className ?? ''} my-1.5 box-border min-w-[180px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-800 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50`}
      />
    </CssTransition>
  );
});
