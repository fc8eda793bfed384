import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

type MouseEventName = 'onClick' | 'onPointerDown';

// The rules are in ClickAwayEvents.css.
export default function ClickAwayEvents() {
  const [open, setOpen] = React.useState(true);
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [closedBy, setClosedBy] = React.useState('');
  const id = React.useId();

  return (
    <div className="away-events-demo">
      {open ? (
        <ClickAwayListener
          mouseEvent={mouseEvent}
          // Pointer events fire for touch too, so touch listening is turned off
          // with onPointerDown; otherwise a tap would count twice.
          touchEvent={mouseEvent === 'onPointerDown' ? false : 'onTouchEnd'}
          onClickAway={(event) => {
            setClosedBy(event.type);
            setOpen(false);
          }}
        >
          <div className="away-events-demo-card">
            <label htmlFor={`${id}-name`} className="away-events-demo-label">
              File name
            </label>
            <input id={`${id}-name`} defaultValue="quarterly-report-final.pdf" className="away-events-demo-input" />
            <fieldset className="away-events-demo-fieldset">
              <legend>Listen to</legend>
              {(['onClick', 'onPointerDown'] as const).map((value) => (
                <label key={value} className="away-events-demo-radio">
                  <input
                    type="radio"
                    name={`${id}-event`}
                    value={value}
                    checked={mouseEvent === value}
                    onChange={() => setMouseEvent(value)}
                  />
                  <code>{value}</code>
                </label>
              ))}
            </fieldset>
          </div>
        </ClickAwayListener>
      ) : (
        <button type="button" onClick={() => setOpen(true)} className="away-events-demo-trigger">
          Rename file
        </button>
      )}
      <p aria-live="polite" className="away-events-demo-status">
        {closedBy ? `Closed by a ${closedBy} event outside the card.` : 'Drag across the file name and release the mouse outside the card.'}
      </p>
    </div>
  );
}
