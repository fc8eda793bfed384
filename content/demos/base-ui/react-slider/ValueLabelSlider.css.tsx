import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// The rules are in ValueLabelSlider.css.
export default function ValueLabelSlider() {
  const labelId = React.useId();
  const isRtl = useDocumentRtl();
  return (
    <div className="brightness">
      <span id={labelId} className="brightness-label">
        Screen brightness
      </span>
      <Slider
        className="brightness-slider"
        aria-labelledby={labelId}
        defaultValue={70}
        isRtl={isRtl}
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value}%`}
        slots={{ valueLabel: ValueLabel }}
      />
    </div>
  );
}

// Rendered inside each thumb with the formatted value as its children. Base UI
// also passes `ownerState`, `index` and `disabled`, which a DOM element must not get.
function ValueLabel({ children }: { children?: React.ReactNode }) {
  return (
    <span aria-hidden="true" className="brightness-value">
      <span className="brightness-value-bubble">{children}</span>
    </span>
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
