import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const optionNames = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;
type Options = Record<(typeof optionNames)[number], boolean>;

// The rules are in FocusTrapOptions.css.
export default function FocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Options>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });
  const [focusInside, setFocusInside] = React.useState(false);
  const panelRef = React.useRef<HTMLDivElement>(null);

  // Reports where focus is, so that the effect of each option shows.
  React.useEffect(() => {
    const update = () => setFocusInside(Boolean(panelRef.current?.contains(document.activeElement)));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);

  return (
    <div className="trap-options-demo">
      <fieldset disabled={open} className="trap-options-demo-options">
        <legend>Props for the next opening</legend>
        {optionNames.map((name) => (
          <label key={name} className="trap-options-demo-check">
            <input type="checkbox" checked={options[name]} onChange={(event) => setOptions({ ...options, [name]: event.target.checked })} />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)} className="trap-options-demo-trigger">
        Cookie preferences
      </button>
      {open && (
        // The wrapper keeps the trap's two focus sentinels out of the flex layout's gaps.
        <div className="trap-options-demo-slot">
          <FocusTrap open {...options}>
            <div ref={panelRef} tabIndex={-1} role="group" aria-label="Cookie preferences" className="trap-options-demo-panel">
              <label className="trap-options-demo-check">
                <input type="checkbox" defaultChecked />
                Remember my sign-in
              </label>
              <label className="trap-options-demo-check">
                <input type="checkbox" />
                Usage statistics
              </label>
              <button type="button" onClick={() => setOpen(false)} className="trap-options-demo-done">
                Done
              </button>
            </div>
          </FocusTrap>
        </div>
      )}
      <p className="trap-options-demo-status">
        {open ? (focusInside ? 'Focus is inside the panel.' : 'Focus is outside the panel.') : 'The panel is closed.'}
      </p>
    </div>
  );
}
