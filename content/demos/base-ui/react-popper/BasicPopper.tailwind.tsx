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

const headerCell =
  'border-b border-slate-200 px-3 py-1.5 text-start font-semibold text-slate-600 dark:border-slate-700 dark:text-slate-400';

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
        className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Size guide
      </button>
      {/* className lands on the root slot, which Popper.js positions. */}
      <Popper
        id={popperId}
        role="dialog"
        aria-label="Size guide"
        open={open}
        anchorEl={anchorEl}
        modifiers={modifiers}
        className="box-border rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50"
      >
        <table className="border-collapse tabular-nums">
          <thead>
            <tr>
              <th scope="col" className={headerCell}>
                EU
              </th>
              <th scope="col" className={headerCell}>
                US
              </th>
              <th scope="col" className={headerCell}>
                Foot length
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.eu}>
                <td className="px-3 py-1.5">{size.eu}</td>
                <td className="px-3 py-1.5">{size.us}</td>
                <td className="px-3 py-1.5">{size.cm} cm</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Popper>
    </div>
  );
}
