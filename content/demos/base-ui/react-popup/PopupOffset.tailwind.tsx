import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const range =
  'm-0 w-full accent-blue-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:accent-blue-400';

export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [mainAxis, setMainAxis] = React.useState(8);
  const [crossAxis, setCrossAxis] = React.useState(0);
  const id = React.useId();

  return (
    <div className="flex w-full max-w-130 flex-col items-center gap-4 text-sm text-slate-900 dark:text-slate-200">
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        <div className="grid grid-cols-[64px_140px_48px] items-center gap-2">
          <label htmlFor={`${id}-main`} className="font-semibold">
            Distance
          </label>
          <input
            id={`${id}-main`}
            type="range"
            min={0}
            max={32}
            value={mainAxis}
            onChange={(event) => setMainAxis(Number(event.target.value))}
            className={range}
          />
          <output htmlFor={`${id}-main`} className="text-slate-600 tabular-nums dark:text-slate-400">
            {mainAxis} px
          </output>
        </div>
        <div className="grid grid-cols-[64px_140px_48px] items-center gap-2">
          <label htmlFor={`${id}-cross`} className="font-semibold">
            Shift
          </label>
          <input
            id={`${id}-cross`}
            type="range"
            min={-40}
            max={40}
            value={crossAxis}
            onChange={(event) => setCrossAxis(Number(event.target.value))}
            className={range}
          />
          <output htmlFor={`${id}-cross`} className="text-slate-600 tabular-nums dark:text-slate-400">
            {crossAxis} px
          </output>
        </div>
      </div>
      <div className="box-border flex h-37.5 w-full justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 pt-8 dark:border-slate-600 dark:bg-slate-900">
        <div
          ref={setAnchor}
          className="self-start rounded-md border-s-4 border-blue-700 bg-blue-100 px-3.5 py-2 font-semibold text-blue-900 dark:border-blue-400 dark:bg-blue-900 dark:text-blue-100"
        >
          Design review, 10:00
        </div>
      </div>
      <Popup
        anchor={anchor}
        open
        offset={{ mainAxis, crossAxis }}
        className="box-border rounded-lg border border-slate-200 bg-white px-3 py-2 text-[0.8125rem] text-slate-900 shadow-lg shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50"
      >
        Room Orion, 4th floor
      </Popup>
    </div>
  );
}
