import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';

export default function UnstyledSlider() {
  const volumeId = React.useId();
  const microphoneId = React.useId();
  const isRtl = useDocumentRtl();
  return (
    <div className="flex w-80 max-w-full flex-col gap-5">
      <div>
        <span id={volumeId} className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
          Volume
        </span>
        <StyledSlider aria-labelledby={volumeId} defaultValue={35} isRtl={isRtl} />
      </div>
      <div>
        <span id={microphoneId} className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
          Microphone (muted)
        </span>
        <StyledSlider aria-labelledby={microphoneId} defaultValue={60} isRtl={isRtl} disabled />
      </div>
    </div>
  );
}

// The rail is the full line, the track the filled part; Base UI positions the
// track and the thumb with inline styles, in percent of the root's width.
function StyledSlider(props: SliderProps) {
  return (
    <Slider
      {...props}
      slotProps={{
        root: { className: 'group relative block h-1 w-full cursor-pointer touch-none py-3.5 [&.base--disabled]:cursor-not-allowed' },
        rail: { className: 'absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700' },
        track: {
          className:
            'absolute h-1 rounded-xs bg-blue-700 group-[.base--disabled]:bg-slate-400 dark:bg-blue-400 dark:group-[.base--disabled]:bg-slate-500',
        },
        thumb: {
          className: [
            'absolute -ms-[9px] -mt-[7px] box-border size-4.5 rounded-full border-2 border-blue-700 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] outline-0 transition-shadow',
            '[&:not(.base--disabled)]:hover:shadow-[0_0_0_6px_rgb(29_78_216/0.15)]',
            '[&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(29_78_216/0.2)]',
            '[&.base--disabled]:border-slate-400 [&.base--disabled]:shadow-none',
            'dark:border-blue-400 dark:bg-slate-900 dark:[&.base--disabled]:border-slate-500',
          ].join(' '),
        },
      }}
    />
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
