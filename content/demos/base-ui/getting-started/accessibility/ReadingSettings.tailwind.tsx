import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { Slider } from '@mui/base/Slider';

// Base UI supplies the roles, states and keyboard support; the names,
// descriptions and value texts are added here.
export default function ReadingSettings() {
  const isRtl = useDocumentRtl();
  const id = React.useId();
  const [size, setSize] = React.useState(16);
  return (
    <div className="flex w-full max-w-[340px] flex-col gap-2 text-sm text-slate-900 dark:text-slate-100">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${id}-motion`} className="font-semibold">
          Reduce motion
        </label>
        <Switch
          className="group relative inline-block h-6 w-10 shrink-0"
          slotProps={{
            track: {
              className:
                'absolute inset-0 rounded-full bg-slate-400 transition-colors group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:outline-3 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300 dark:bg-slate-600 dark:group-[.base--checked]:bg-blue-400',
            },
            thumb: {
              className:
                'absolute start-[3px] top-[3px] size-[18px] rounded-full bg-white transition-[inset-inline-start] group-[.base--checked]:start-[19px]',
            },
            input: {
              id: `${id}-motion`,
              role: 'switch',
              'aria-describedby': `${id}-motion-hint`,
              className: 'absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0',
            },
          }}
        />
      </div>
      <p id={`${id}-motion-hint`} className="mt-0 mb-3 text-xs text-slate-600 dark:text-slate-300">
        Turns off animated page transitions and auto-playing previews.
      </p>
      <div className="flex items-center justify-between gap-4">
        <span id={`${id}-size`} className="font-semibold">
          Text size
        </span>
        <span className="text-slate-600 tabular-nums dark:text-slate-300" aria-hidden="true">
          {size}px
        </span>
      </div>
      <Slider
        isRtl={isRtl}
        className="relative block h-1 cursor-pointer touch-none py-3.5"
        aria-labelledby={`${id}-size`}
        getAriaValueText={(value) => `${value} pixels`}
        min={12}
        max={24}
        step={2}
        value={size}
        onChange={(_, value) => setSize(value as number)}
        slotProps={{
          rail: { className: 'absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700' },
          track: { className: 'absolute h-1 rounded-xs bg-blue-700 dark:bg-blue-400' },
          thumb: {
            className:
              'absolute top-1/2 box-border size-[18px] -translate-y-1/2 -ms-[9px] rounded-full border-2 border-blue-700 bg-white dark:border-blue-400 dark:bg-slate-900 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
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
