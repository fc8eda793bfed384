import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const collections = ['Weekend trip', 'Gift ideas', 'Home office'];

const checkbox = 'm-0 size-4 accent-blue-700 dark:accent-blue-400';

export default function ClickAwayPortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState<string[]>([]);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const popupId = React.useId();

  const toggle = (name: string) => setSaved((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-4 text-sm text-slate-900 dark:text-slate-200">
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <div>
          <button
            ref={setAnchor}
            type="button"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
          >
            Save to collection
          </button>
          {/* Rendered in document.body, but still a child of the div above in React. */}
          <Popup
            id={popupId}
            role="group"
            aria-label="Collections"
            anchor={anchor}
            open={open}
            offset={8}
            className="box-border w-55 rounded-xl border border-slate-200 bg-white p-2 text-sm text-slate-900 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50"
          >
            {collections.map((name) => (
              <label
                key={name}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-700"
              >
                <input type="checkbox" checked={saved.includes(name)} onChange={() => toggle(name)} className={checkbox} />
                {name}
              </label>
            ))}
          </Popup>
        </div>
      </ClickAwayListener>
      <label className="flex cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          checked={disableReactTree}
          onChange={(event) => setDisableReactTree(event.target.checked)}
          className={checkbox}
        />
        <code>disableReactTree</code>
      </label>
    </div>
  );
}
