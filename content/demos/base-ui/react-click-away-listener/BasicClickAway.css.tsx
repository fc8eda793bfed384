import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const filters = ['In stock only', 'Free shipping', 'On sale'];

// The rules are in BasicClickAway.css.
export default function BasicClickAway() {
  const [open, setOpen] = React.useState(false);
  const [checked, setChecked] = React.useState<string[]>(['In stock only']);
  const panelId = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const toggle = (name: string) => setChecked((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <div className="click-away-demo">
      {/* The listener wraps the button and the panel: clicks on either are inside. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div
          className="click-away-demo-wrapper"
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
            className="click-away-demo-trigger"
          >
            Filters ({checked.length})
          </button>
          <div id={panelId} role="group" aria-label="Filters" hidden={!open} className="click-away-demo-panel">
            {filters.map((name) => (
              <label key={name} className="click-away-demo-option">
                <input type="checkbox" checked={checked.includes(name)} onChange={() => toggle(name)} />
                {name}
              </label>
            ))}
          </div>
        </div>
      </ClickAwayListener>
    </div>
  );
}
