import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// The rules are in ChargeLimitSlider.css. The track's class depends on the
// value, which no built-in class reflects, so slotProps.track is a function of
// the owner state.
export default function ChargeLimitSlider() {
  const isRtl = useDocumentRtl();
  const id = React.useId();
  const [limit, setLimit] = React.useState(80);
  return (
    <div className="charge-limit">
      <p id={id} className="charge-limit-label">
        Battery charge limit
      </p>
      <Slider
        isRtl={isRtl}
        className="charge-limit-slider"
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent`}
        min={50}
        max={100}
        step={5}
        value={limit}
        onChange={(_, value) => setLimit(value as number)}
        slotProps={{
          rail: { className: 'charge-limit-rail' },
          track: (ownerState) => ({
            className: Number(ownerState.value) > 80 ? 'charge-limit-track charge-limit-track-high' : 'charge-limit-track',
          }),
          thumb: { className: 'charge-limit-thumb' },
        }}
      />
      <p className="charge-limit-status">
        {limit}%: {limit > 80 ? 'charging past 80% wears the battery faster.' : 'within the recommended range.'}
      </p>
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
