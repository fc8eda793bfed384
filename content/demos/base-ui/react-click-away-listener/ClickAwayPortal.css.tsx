import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const collections = ['Weekend trip', 'Gift ideas', 'Home office'];

// The rules are in ClickAwayPortal.css.
export default function ClickAwayPortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState<string[]>([]);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const popupId = React.useId();

  const toggle = (name: string) => setSaved((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <div className="portal-away-demo">
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <div>
          <button
            ref={setAnchor}
            type="button"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="portal-away-demo-trigger"
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
            className="portal-away-demo-popup"
          >
            {collections.map((name) => (
              <label key={name} className="portal-away-demo-option">
                <input type="checkbox" checked={saved.includes(name)} onChange={() => toggle(name)} />
                {name}
              </label>
            ))}
          </Popup>
        </div>
      </ClickAwayListener>
      <label className="portal-away-demo-switch">
        <input type="checkbox" checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />
        <code>disableReactTree</code>
      </label>
    </div>
  );
}
