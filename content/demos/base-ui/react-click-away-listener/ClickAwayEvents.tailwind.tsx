import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

type MouseEventName = 'onClick' | 'onPointerDown';

export default function ClickAwayEvents() {
  const [open, setOpen] = React.useState(true);
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [closedBy, setClosedBy] = React.useState('');
  const id = React.useId();

  return (
    <div className="flex min-h-50 flex-col items-center gap-3 text-sm text-slate-900 dark:text-slate-200">
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
          <div className="box-border w-75 max-w-full rounded-xl border border-slate-200 bg-white p-4 shadow-md shadow-slate-900/8 dark:border-slate-700 dark:bg-slate-800 dark:shadow-none">
            <label htmlFor={`${id}-name`} className="mb-1 block font-semibold">
              File name
            </label>
            <input
              id={`${id}-name`}
              defaultValue="quarterly-report-final.pdf"
              className="box-border w-full rounded-lg border border-slate-300 bg-white px-2.5 py-2 [font-family:inherit] text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
            />
            <fieldset className="m-0 mt-3 flex flex-wrap gap-x-4 gap-y-1 border-0 p-0">
              <legend className="float-left mb-1 w-full p-0 font-semibold">Listen to</legend>
              {(['onClick', 'onPointerDown'] as const).map((value) => (
                <label key={value} className="flex cursor-pointer items-center gap-1.5">
                  <input
                    type="radio"
                    name={`${id}-event`}
                    value={value}
                    checked={mouseEvent === value}
                    onChange={() => setMouseEvent(value)}
                    className="m-0 accent-blue-700 dark:accent-blue-400"
                  />
                  <code>{value}</code>
                </label>
              ))}
            </fieldset>
          </div>
        </ClickAwayListener>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
        >
          Rename file
        </button>
      )}
      <p aria-live="polite" className="m-0 text-center text-slate-600 dark:text-slate-400">
        {closedBy ? `Closed by a ${closedBy} event outside the card.` : 'Drag across the file name and release the mouse outside the card.'}
      </p>
    </div>
  );
}
