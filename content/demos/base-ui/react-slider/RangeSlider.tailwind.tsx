import * as React from 'react';
import { Slider } from '@mui/base/Slider';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = React.useState([150, 600]);
  const isRtl = useDocumentRtl();
  return (
    <div className="w-80 max-w-full">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">Price range</span>
        <span aria-hidden="true" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {formatPrice(range[0])} – {formatPrice(range[1])}
        </span>
      </div>
      <Slider
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
        slotProps={{
          root: { className: 'relative block h-1 w-full cursor-pointer touch-none py-3.5' },
          rail: { className: 'absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700' },
          track: { className: 'absolute h-1 rounded-xs bg-blue-700 dark:bg-blue-400' },
          thumb: {
            className: [
              'absolute -ms-[9px] -mt-[7px] box-border size-4.5 rounded-full border-2 border-blue-700 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] outline-0 transition-shadow',
              'hover:shadow-[0_0_0_6px_rgb(29_78_216/0.15)] [&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(29_78_216/0.2)]',
              'dark:border-blue-400 dark:bg-slate-900',
            ].join(' '),
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
