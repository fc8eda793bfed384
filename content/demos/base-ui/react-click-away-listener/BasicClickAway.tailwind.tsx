import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const filters = ['In stock only', 'Free shipping', 'On sale'];

export default function BasicClickAway() {
  const [open, setOpen] = React.useState(false);
  const [checked, setChecked] = React.useState<string[]>(['In stock only']);
  const panelId = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const toggle = (name: string) => setChecked((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <div className="min-h-42.5 text-sm">
      {/* The listener wraps the button and the panel: clicks on either are inside. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div
          className="relative inline-block"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
        >
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
          >
            Filters ({checked.length})
          </button>
          <div
            id={panelId}
            role="group"
            aria-label="Filters"
            hidden={!open}
            className="absolute start-0 top-[calc(100%+8px)] z-1 box-border w-55 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50 [&[hidden]]:hidden"
          >
            {filters.map((name) => (
              <label
                key={name}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-700"
              >
                <input
                  type="checkbox"
                  checked={checked.includes(name)}
                  onChange={() => toggle(name)}
                  className="m-0 size-4 accent-blue-700 dark:accent-blue-400"
                />
                {name}
              </label>
            ))}
          </div>
        </div>
      </ClickAwayListener>
    </div>
  );
}
