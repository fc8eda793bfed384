import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const bands = [
  { name: 'Bass', initial: 4 },
  { name: 'Mid', initial: -2 },
  { name: 'Treble', initial: 6 },
];

function formatGain(value: number) {
  return value > 0 ? `+${value} dB` : `${value} dB`;
}

export default function VerticalSlider() {
  return (
    <div className="flex gap-10">
      {bands.map((band) => (
        <Band key={band.name} {...band} />
      ))}
    </div>
  );
}

function Band({ name, initial }: { name: string; initial: number }) {
  const labelId = React.useId();
  const [gain, setGain] = React.useState(initial);
  return (
    <div className="flex flex-col items-center gap-2.5">
      <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
        {formatGain(gain)}
      </span>
      <Slider
        orientation="vertical"
        aria-labelledby={labelId}
        value={gain}
        onChange={(_event, newValue) => setGain(newValue as number)}
        min={-12}
        max={12}
        // One mark for the flat setting in the middle.
        marks={[{ value: 0 }]}
        getAriaValueText={formatGain}
        // Vertically, Base UI sets `bottom` and `height` instead of `left` and `width`.
        slotProps={{
          root: { className: 'relative block h-35 w-4.5 cursor-pointer touch-none' },
          rail: { className: 'absolute start-[7px] h-full w-1 rounded-xs bg-slate-200 dark:bg-slate-700' },
          track: { className: 'absolute start-[7px] w-1 rounded-xs bg-blue-700 dark:bg-blue-400' },
          mark: { className: 'absolute start-0.5 -mb-px h-0.5 w-3.5 bg-slate-400 dark:bg-slate-500' },
          thumb: {
            className: [
              'absolute start-0 -mb-[9px] box-border size-4.5 rounded-full border-2 border-blue-700 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] outline-0 transition-shadow',
              'hover:shadow-[0_0_0_6px_rgb(29_78_216/0.15)] [&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(29_78_216/0.2)]',
              'dark:border-blue-400 dark:bg-slate-900',
            ].join(' '),
          },
        }}
      />
      <span id={labelId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {name}
      </span>
    </div>
  );
}
