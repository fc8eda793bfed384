import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';

// The rules are in UseBadge.css.
export default function UseBadge() {
  const [count, setCount] = React.useState(8);
  return (
    <div className="use-badge">
      <TaskCount label="Open tasks" count={count} />
      <button type="button" className="use-badge-button" onClick={() => setCount((value) => value + 1)}>
        Add task
      </button>
      <button type="button" className="use-badge-button" onClick={() => setCount(0)}>
        Clear
      </button>
    </div>
  );
}

function TaskCount(props: { label: string; count: number }) {
  // The hook computes what to show: "9+" past `max`, and `invisible` at zero.
  const { displayValue, invisible } = useBadge({ badgeContent: props.count, max: 9 });
  return (
    <span className="use-badge-label">
      {props.label}
      {invisible ? null : (
        <React.Fragment>
          <span aria-hidden="true" className="use-badge-count">
            {displayValue}
          </span>
          {/* Screen readers get the exact count instead of "9+". */}
          <span className="use-badge-visually-hidden">({props.count})</span>
        </React.Fragment>
      )}
    </span>
  );
}
