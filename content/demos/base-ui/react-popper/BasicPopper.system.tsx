import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const sizes = [
  { eu: '40', us: '7', cm: '25.0' },
  { eu: '41', us: '8', cm: '25.7' },
  { eu: '42', us: '8.5', cm: '26.5' },
  { eu: '43', us: '9.5', cm: '27.3' },
];

// Defined once, outside the component: Popper creates a new Popper.js
// instance whenever the array it receives changes.
const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

export default function BasicPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popperId = React.useId();

  return (
    <div>
      <TriggerButton
        ref={setAnchorEl}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popperId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Size guide
      </TriggerButton>
      <StyledPopper id={popperId} role="dialog" aria-label="Size guide" open={open} anchorEl={anchorEl} modifiers={modifiers}>
        <Table>
          <thead>
            <tr>
              <th scope="col">EU</th>
              <th scope="col">US</th>
              <th scope="col">Foot length</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.eu}>
                <td>{size.eu}</td>
                <td>{size.us}</td>
                <td>{size.cm} cm</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </StyledPopper>
    </div>
  );
}

const TriggerButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;

// The class name lands on the root slot, which Popper.js positions.
const StyledPopper = styled(Popper)`
  box-sizing: border-box;
  padding: 8px 12px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }
`;

const Table = styled('table')`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: 6px 12px;
    text-align: start;
  }

  & th {
    font-weight: 600;
    color: #475569;
    border-bottom: 1px solid #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & th {
    color: #94a3b8;
    border-bottom-color: #334155;
  }
`;
