import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';

const placements: Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top-start');
  const selectId = React.useId();

  return (
    <div className="flex w-full max-w-130 flex-col items-center gap-4 text-sm text-slate-900 dark:text-slate-200">
      <div className="flex items-center gap-2 font-semibold">
        <label htmlFor={selectId}>Placement</label>
        <select
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 [font-family:inherit] text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200"
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="box-border flex h-50 w-full items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900">
        <div ref={setAnchor} className="rounded-lg bg-blue-700 px-3.5 py-2 font-semibold text-white dark:bg-blue-400 dark:text-slate-900">
          Trail running shoes
        </div>
      </div>
      <Popup
        anchor={anchor}
        open
        placement={placement}
        offset={6}
        className="box-border max-w-55 rounded-lg border border-slate-200 bg-white px-3 py-2 text-[0.8125rem] text-slate-900 shadow-lg shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50"
      >
        <PlacementNote requested={placement} />
      </Popup>
    </div>
  );
}

// PopupContext gives the popup's content the placement Floating UI settled on,
// which differs from the requested one when there is no room on that side.
function PlacementNote({ requested }: { requested: Placement }) {
  const context = React.useContext(PopupContext);
  const shown = context?.placement ?? requested;
  return (
    <React.Fragment>
      <strong>Only 3 left in size 42</strong>
      <span className="block text-slate-600 dark:text-slate-400">
        {shown === requested ? `Placed at ${shown}` : `Asked for ${requested}, placed at ${shown}`}
      </span>
    </React.Fragment>
  );
}
