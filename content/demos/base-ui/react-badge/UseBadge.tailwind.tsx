import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';

const buttonClassName =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-1.5 [font-family:inherit] text-[0.8125rem] font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200';

export default function UseBadge() {
  const [count, setCount] = React.useState(8);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <TaskCount label="Open tasks" count={count} />
      <button type="button" className={buttonClassName} onClick={() => setCount((value) => value + 1)}>
        Add task
      </button>
      <button type="button" className={buttonClassName} onClick={() => setCount(0)}>
        Clear
      </button>
    </div>
  );
}

function TaskCount(props: { label: string; count: number }) {
  // The hook computes what to show: "9+" past `max`, and `invisible` at zero.
  const { displayValue, invisible } = useBadge({ badgeContent: props.count, max: 9 });
  return (
    <span className="inline-flex min-w-[140px] items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
      {props.label}
      {invisible ? null : (
        <React.Fragment>
          <span
            aria-hidden="true"
            className="rounded-md border border-solid border-emerald-700 px-2 py-px text-xs font-bold text-emerald-700 dark:border-emerald-400 dark:text-emerald-400"
          >
            {displayValue}
          </span>
          {/* Screen readers get the exact count instead of "9+". */}
          <span className="sr-only">({props.count})</span>
        </React.Fragment>
      )}
    </span>
  );
}
