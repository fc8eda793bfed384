import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

// The rules are in FocusTrapToggle.css.
export default function FocusTrapToggle() {
  const [focusMode, setFocusMode] = React.useState(false);
  const id = React.useId();

  return (
    <div className="focus-mode-demo">
      <button type="button" aria-pressed={focusMode} onClick={() => setFocusMode((value) => !value)} className="focus-mode-demo-toggle">
        Focus mode
      </button>
      {/* Always mounted: `open` turns the trap on and off. The wrapper keeps the
          trap's two focus sentinels out of the flex layout's gaps. */}
      <div className="focus-mode-demo-slot">
        <FocusTrap open={focusMode}>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Draft"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setFocusMode(false);
              }
            }}
            className={focusMode ? 'focus-mode-demo-editor active' : 'focus-mode-demo-editor'}
          >
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input id={`${id}-subject`} defaultValue="Venue options for the June offsite" />
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea
              id={`${id}-message`}
              rows={3}
              defaultValue="Hi all, I have shortlisted three venues near Lisbon for the June offsite. Could you rank them by Friday?"
            />
            {focusMode && (
              <button type="button" onClick={() => setFocusMode(false)} className="focus-mode-demo-leave">
                Leave focus mode
              </button>
            )}
          </div>
        </FocusTrap>
      </div>
    </div>
  );
}
