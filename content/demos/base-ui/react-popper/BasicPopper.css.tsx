import * as React from 'react';
import { Popper } from '@mui/base/Popper';

const sizes = [
  { eu: '40', us: '7', cm: '25.0' },
  { eu: '41', us: '8', cm: '25.7' },
  { eu: '42', us: '8.5', cm: '26.5' },
  { eu: '43', us: '9.5', cm: '27.3' },
];

// Defined once, outside the component: Popper creates a new Popper.js
// instance whenever the array it receives changes.
const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

// The rules are in BasicPopper.css.
export default function BasicPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popperId = React.useId();

  return (
    <div>
      <button
        ref={setAnchorEl}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popperId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="basic-popper-trigger"
      >
        Size guide
      </button>
      {/* className lands on the root slot, next to base-Popper-root. */}
      <Popper
        id={popperId}
        role="dialog"
        aria-label="Size guide"
        open={open}
        anchorEl={anchorEl}
        modifiers={modifiers}
        className="basic-popper"
      >
        <table className="basic-popper-table">
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
        </table>
      </Popper>
    </div>
  );
}
