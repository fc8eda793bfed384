import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// The rules are in TemperatureSlider.css. The valueLabel slot has no default
// element: naming one in `slots` is what makes the slider render it.
export default function TemperatureSlider() {
  const isRtl = useDocumentRtl();
  return (
    <div className="temperature">
      <Slider
        isRtl={isRtl}
        className="temperature-slider"
        aria-label="Target temperature"
        getAriaValueText={(value) => `${value} degrees Celsius`}
        valueLabelFormat={(value) => `${value} °C`}
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        slots={{ valueLabel: 'span' }}
        slotProps={{ valueLabel: { className: 'temperature-label', 'aria-hidden': true } }}
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
