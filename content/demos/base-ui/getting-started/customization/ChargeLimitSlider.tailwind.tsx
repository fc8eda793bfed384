import * as React from 'react';
import { Slider } from '@mui/base/Slider';

export default function ChargeLimitSlider() {
  const isRtl = useDocumentRtl();
  const id = React.useId();
  const [limit, setLimit] = React.useState(80);
  return (
    <div className="w-full max-w-[320px] text-sm text-slate-900 dark:text-slate-100">
      <p id={id} className="mt-0 mb-1 font-semibold">
        Battery charge limit
      </p>
      <Slider
        isRtl={isRtl}
        className="relative block h-1 cursor-pointer touch-none py-3.5"
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent`}
        min={50}
        max={100}
        step={5}
        value={limit}
        onChange={(_, value) => setLimit(value as number)}
        slotProps={{
          rail: { className: 'absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700' },
          // The track's color depends on the value, which no built-in class
          // reflects, so slotProps.track is a function of the owner state.
          track: (ownerState) => ({
            className: [
              'absolute h-1 rounded-xs',
              Number(ownerState.value) > 80 ? 'bg-amber-600 dark:bg-amber-400' : 'bg-blue-700 dark:bg-blue-400',
            ].join(' '),
          }),
          thumb: {
            className:
              'absolute top-1/2 box-border size-[18px] -translate-y-1/2 -ms-[9px] rounded-full border-2 border-blue-700 bg-white dark:border-blue-400 dark:bg-slate-900 [&.base--active]:shadow-[0_0_0_6px_rgb(29_78_216/0.16)] [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
          },
        }}
      />
      <p className="m-0 text-slate-600 dark:text-slate-300">
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
