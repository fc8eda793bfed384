import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';

interface StatusDotProps extends React.HTMLAttributes<HTMLSpanElement> {
  status: 'online' | 'away';
}

// forwardRef hands the tooltip the DOM node; spreading `props` passes on its
// listeners (onMouseOver, onFocus…) and ARIA attributes.
const StatusDot = React.forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot({ status, ...props }, ref) {
  return (
    <span
      {...props}
      ref={ref}
      tabIndex={0}
      role="img"
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        background: status === 'online' ? '#2e7d32' : '#ed6c02',
      }}
    />
  );
});

export default function CustomChildTooltip() {
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', justifyContent: 'center' }}>
      <span>
        Priya&nbsp;
        <Tooltip title="Online">
          <StatusDot status="online" />
        </Tooltip>
      </span>
      <span>
        Marcus&nbsp;
        <Tooltip title="Away since 14:20">
          <StatusDot status="away" />
        </Tooltip>
      </span>
    </div>
  );
}
