import * as React from 'react';
import { Badge } from '@mui/base/Badge';

// The rules are in BadgeVisibility.css.
export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <div className="badge-visibility">
      <Badge badgeContent={count} invisible={hidden} showZero={showZero} className="badge-visibility-badge">
        <span role="img" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} className="badge-visibility-icon">
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
      <div className="badge-visibility-controls">
        <div className="badge-visibility-stepper">
          <button type="button" aria-label="Remove an item" onClick={() => setCount((value) => Math.max(0, value - 1))}>
            −
          </button>
          <button type="button" aria-label="Add an item" onClick={() => setCount((value) => value + 1)}>
            +
          </button>
        </div>
        <label className="badge-visibility-check">
          <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          invisible
        </label>
        <label className="badge-visibility-check">
          <input type="checkbox" checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
          showZero
        </label>
      </div>
    </div>
  );
}
