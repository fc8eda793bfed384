import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const stepButton =
  'h-8 w-8 cursor-pointer rounded-lg border border-solid border-slate-300 bg-white [font-family:inherit] text-base text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200';
const check = 'inline-flex items-center gap-1.5 font-mono text-[0.8125rem] text-slate-700 dark:text-slate-300';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <div className="flex flex-wrap items-center gap-8">
      <Badge
        badgeContent={count}
        invisible={hidden}
        showZero={showZero}
        slotProps={{
          root: { className: 'relative inline-flex' },
          badge: {
            className:
              'absolute -end-1 -top-1 box-border h-5 min-w-5 rounded-full bg-emerald-700 px-1.5 text-center text-xs leading-5 font-bold text-white transition-[opacity,scale] duration-150 dark:bg-emerald-400 dark:text-emerald-950 [&.base-Badge-invisible]:scale-40 [&.base-Badge-invisible]:opacity-0',
          },
        }}
      >
        <span
          role="img"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          className="inline-flex p-2 text-slate-700 dark:text-slate-200"
        >
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
            <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
          </svg>
        </span>
      </Badge>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex gap-1">
          <button
            type="button"
            aria-label="Remove an item"
            className={stepButton}
            onClick={() => setCount((value) => Math.max(0, value - 1))}
          >
            −
          </button>
          <button type="button" aria-label="Add an item" className={stepButton} onClick={() => setCount((value) => value + 1)}>
            +
          </button>
        </div>
        <label className={check}>
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
            className="m-0 accent-emerald-700"
          />
          invisible
        </label>
        <label className={check}>
          <input
            type="checkbox"
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
            className="m-0 accent-emerald-700"
          />
          showZero
        </label>
      </div>
    </div>
  );
}
