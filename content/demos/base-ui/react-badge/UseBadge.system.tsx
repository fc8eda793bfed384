import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

export default function UseBadge() {
  const [count, setCount] = React.useState(8);
  return (
    <Row>
      <TaskCount label="Open tasks" count={count} />
      <AddButton type="button" onClick={() => setCount((value) => value + 1)}>
        Add task
      </AddButton>
      <AddButton type="button" onClick={() => setCount(0)}>
        Clear
      </AddButton>
    </Row>
  );
}

function TaskCount(props: { label: string; count: number }) {
  // The hook computes what to show: "9+" past `max`, and `invisible` at zero.
  const { displayValue, invisible } = useBadge({ badgeContent: props.count, max: 9 });
  return (
    <Label>
      {props.label}
      {invisible ? null : (
        <React.Fragment>
          <Count aria-hidden="true">{displayValue}</Count>
          <VisuallyHidden>({props.count})</VisuallyHidden>
        </React.Fragment>
      )}
    </Label>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
});

const Label = styled('span')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 140px;
  font-size: 0.875rem;
  font-weight: 600;
  color: #1e293b;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Count = styled('span')`
  padding: 1px 8px;
  border: 1px solid #047857;
  border-radius: 6px;
  color: #047857;
  font-size: 0.75rem;
  font-weight: 700;

  [data-mui-color-scheme='dark'] & {
    border-color: #34d399;
    color: #34d399;
  }
`;

// Read by screen readers, which get the exact count instead of "9+".
const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const AddButton = styled('button')`
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  padding: 6px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #1e293b;
  cursor: pointer;

  &:hover {
    background-color: #f8fafc;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;
