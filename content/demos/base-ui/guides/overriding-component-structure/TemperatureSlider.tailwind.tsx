import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// The valueLabel slot has no default element: naming one in `slots` is what
// makes the slider render it.
export default function TemperatureSlider() {
  const isRtl = useDocumentRtl();
  return (
    <div className="w-full max-w-[320px] pt-9">
      <Slider
        isRtl={isRtl}
        className="relative block h-1.5 cursor-pointer touch-none py-3"
        aria-label="Target temperature"
        getAriaValueText={(value) => `${value} degrees Celsius`}
        valueLabelFormat={(value) => `${value} °C`}
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        slots={{ valueLabel: 'span' }}
        slotProps={{
          rail: { className: 'absolute h-1.5 w-full rounded-[3px] bg-slate-200 dark:bg-slate-700' },
          track: { className: 'absolute h-1.5 rounded-[3px] bg-orange-600 dark:bg-orange-400' },
          thumb: {
            className:
              'absolute top-1/2 box-border flex size-5 -translate-y-1/2 -ms-2.5 justify-center rounded-full border-2 border-orange-600 bg-white dark:border-orange-400 dark:bg-slate-900 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-orange-300',
          },
          valueLabel: {
            'aria-hidden': true,
            className:
              'absolute bottom-[calc(100%+8px)] rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white dark:bg-slate-100 dark:text-slate-900',
          },
        }}
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
