import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const options = [
  { name: 'Standard', detail: '3 to 5 business days', price: 'Free' },
  { name: 'Express', detail: '1 to 2 business days', price: '$9.90' },
  { name: 'Store pickup', detail: 'Ready tomorrow after 2 pm', price: 'Free' },
];

// The rules are in BasicPopup.css.
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
        className="basic-popup-trigger"
      >
        Delivery options
      </button>
      {/* className lands on the popup's root slot, next to base-Popup-root. */}
      <Popup id={popupId} role="dialog" aria-label="Delivery options" anchor={anchor} open={open} offset={8} className="basic-popup">
        <ul className="basic-popup-list">
          {options.map((option) => (
            <li key={option.name} className="basic-popup-row">
              <span>
                <span className="basic-popup-name">{option.name}</span>
                <span className="basic-popup-detail">{option.detail}</span>
              </span>
              <span className="basic-popup-price">{option.price}</span>
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
