import * as React from 'react';
import { Slider } from '@mui/base/Slider';

export default function ValueLabelSlider() {
  const labelId = React.useId();
  const isRtl = useDocumentRtl();
  return (
    <div className="w-80 max-w-full pt-7">
      <span id={labelId} className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
        Screen brightness
      </span>
      <Slider
        aria-labelledby={labelId}
        defaultValue={70}
        isRtl={isRtl}
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value}%`}
        slots={{ valueLabel: ValueLabel }}
        slotProps={{
          root: { className: 'relative block h-1 w-full cursor-pointer touch-none py-3.5' },
          rail: { className: 'absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700' },
          track: { className: 'absolute h-1 rounded-xs bg-blue-700 dark:bg-blue-400' },
          thumb: {
            // The thumb is a `group`, so the label can show while it is hovered, focused or dragged.
            className: [
              'group absolute -ms-[9px] -mt-[7px] box-border size-4.5 rounded-full border-2 border-blue-700 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] outline-0 transition-shadow',
              'hover:shadow-[0_0_0_6px_rgb(29_78_216/0.15)] [&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(29_78_216/0.2)]',
              'dark:border-blue-400 dark:bg-slate-900',
            ].join(' '),
          },
        }}
      />
    </div>
  );
}

// Rendered inside each thumb with the formatted value as its children. Base UI
// also passes `ownerState`, `index` and `disabled`, which a DOM element must not get.
// The frame is as wide on both sides of the thumb, so the bubble centers in either direction.
function ValueLabel({ children }: { children?: React.ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute -inset-x-10 bottom-[calc(100%+8px)] translate-y-1 text-center opacity-0 transition group-hover:translate-y-0 group-hover:opacity-100 group-[.base--active]:translate-y-0 group-[.base--active]:opacity-100 group-[.base--focusVisible]:translate-y-0 group-[.base--focusVisible]:opacity-100"
    >
      <span className="inline-block rounded-md bg-slate-900 px-2 py-0.5 text-xs leading-normal font-semibold text-white tabular-nums dark:bg-slate-200 dark:text-slate-900">
        {children}
      </span>
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
