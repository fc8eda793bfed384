import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const options = [
  { name: 'Standard', detail: '3 to 5 business days', price: 'Free' },
  { name: 'Express', detail: '1 to 2 business days', price: '$9.90' },
  { name: 'Store pickup', detail: 'Ready tomorrow after 2 pm', price: 'Free' },
];

export default function BasicPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Delivery options
      </button>
      {/* className lands on the popup's root slot. */}
      <Popup
        id={popupId}
        role="dialog"
        aria-label="Delivery options"
        anchor={anchor}
        open={open}
        offset={8}
        className="box-border w-70 max-w-[calc(100vw-32px)] rounded-xl border border-slate-200 bg-white px-4 py-1 text-sm text-slate-900 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50"
      >
        <ul className="m-0 list-none divide-y divide-slate-200 p-0 dark:divide-slate-700">
          {options.map((option) => (
            <li key={option.name} className="flex items-center justify-between gap-3 py-2.5">
              <span>
                <span className="block font-semibold">{option.name}</span>
                <span className="block text-slate-600 dark:text-slate-400">{option.detail}</span>
              </span>
              <span className="font-semibold">{option.price}</span>
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
