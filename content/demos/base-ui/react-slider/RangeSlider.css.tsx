import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatPrice(value: number) {
  return `$${value}`;
}

// The rules are in RangeSlider.css.
export default function RangeSlider() {
  const [range, setRange] = React.useState([150, 600]);
  const isRtl = useDocumentRtl();
  return (
    <div className="price-range">
      <div className="price-range-header">
        <span className="price-range-label">Price range</span>
        <span aria-hidden="true" className="price-range-output">
          {formatPrice(range[0])} – {formatPrice(range[1])}
        </span>
      </div>
      <Slider
        className="price-range-slider"
        // An array value makes a range slider, with one thumb per item.
        value={range}
        onChange={(_event, newValue) => setRange(newValue as number[])}
        min={0}
        max={1000}
        step={10}
        isRtl={isRtl}
        // Each thumb is an input of its own, named by getAriaLabel.
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
      />
    </div>
  );
}

// Slider lays itself out from left to right unless `isRtl` says otherwise.
// Your app knows its direction; this demo follows the page's dir attribute.
function useDocumentRtl() {
  return React.useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dir === 'rtl',
    () => false,
  );
}
