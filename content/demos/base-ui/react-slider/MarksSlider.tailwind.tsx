import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';

// The slider's own values are 0 to 4, evenly spaced; `scale` maps them to sizes.
const storageMarks = [
  { value: 0, label: '64 GB' },
  { value: 1, label: '128 GB' },
  { value: 2, label: '256 GB' },
  { value: 3, label: '512 GB' },
  { value: 4, label: '1 TB' },
];

function toGigabytes(value: number) {
  return 64 * 2 ** value;
}

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

// Only these hours can be chosen: with step={null}, the marks are the values.
const openSlots = [
  { value: 9, label: '9:00' },
  { value: 11, label: '11:00' },
  { value: 14, label: '14:00' },
  { value: 16, label: '16:00' },
];

function formatHour(hour: number) {
  return `${hour}:00`;
}

export default function MarksSlider() {
  const storageId = React.useId();
  const slotId = React.useId();
  const [storage, setStorage] = React.useState(2);
  const isRtl = useDocumentRtl();
  return (
    <div className="box-border flex w-80 max-w-full flex-col gap-5 px-4">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <span id={storageId} className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
            Storage
          </span>
          <span aria-hidden="true" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {formatSize(toGigabytes(storage))}
          </span>
        </div>
        <StyledSlider
          aria-labelledby={storageId}
          value={storage}
          onChange={(_event, newValue) => setStorage(newValue as number)}
          min={0}
          max={4}
          marks={storageMarks}
          scale={toGigabytes}
          getAriaValueText={formatSize}
          isRtl={isRtl}
        />
      </div>
      <div>
        <span id={slotId} className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
          Appointment time
        </span>
        <StyledSlider
          aria-labelledby={slotId}
          defaultValue={11}
          min={8}
          max={18}
          step={null}
          marks={openSlots}
          track={false}
          getAriaValueText={formatHour}
          isRtl={isRtl}
        />
      </div>
    </div>
  );
}

function StyledSlider(props: SliderProps) {
  return (
    <Slider
      {...props}
      slotProps={{
        root: { className: 'group relative block h-1 w-full cursor-pointer touch-none py-3.5 [&.base-Slider-marked]:mb-5' },
        rail: { className: 'absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700' },
        // track={false} only adds a class to the root: hiding the track is up to the styles.
        track: { className: 'absolute h-1 rounded-xs bg-blue-700 group-[.base-Slider-trackFalse]:hidden dark:bg-blue-400' },
        // Marks under the filled track take its color.
        mark: {
          className:
            'absolute -ms-[3px] -mt-px size-1.5 rounded-full bg-slate-400 dark:bg-slate-500 [&.base-Slider-markActive]:bg-blue-700 dark:[&.base-Slider-markActive]:bg-blue-400',
        },
        markLabel: {
          className:
            'absolute top-[34px] -ms-8 w-16 text-center text-xs text-slate-500 dark:text-slate-400 [&.base-Slider-markLabelActive]:text-slate-900 dark:[&.base-Slider-markLabelActive]:text-slate-200',
        },
        thumb: {
          className: [
            'absolute -ms-[9px] -mt-[7px] box-border size-4.5 rounded-full border-2 border-blue-700 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] outline-0 transition-shadow',
            'hover:shadow-[0_0_0_6px_rgb(29_78_216/0.15)] [&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(29_78_216/0.2)]',
            'dark:border-blue-400 dark:bg-slate-900',
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
