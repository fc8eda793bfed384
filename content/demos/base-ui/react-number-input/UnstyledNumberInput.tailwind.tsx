import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const buttonClassName = [
  'col-start-2 flex cursor-pointer items-center justify-center border-0 border-s border-solid border-slate-200 bg-slate-50 p-0 text-slate-600 hover:bg-slate-200 hover:text-slate-900',
  'dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-200',
  // A button gets base--disabled (and the disabled attribute) at the limit.
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-slate-50 [&.base--disabled]:text-slate-300 dark:[&.base--disabled]:bg-slate-800 dark:[&.base--disabled]:text-slate-600',
].join(' ');

export default function UnstyledNumberInput() {
  const id = React.useId();
  return (
    <div className="flex w-50 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Team size
      </label>
      <NumberInput
        id={id}
        min={1}
        max={50}
        defaultValue={8}
        // The buttons come first in the DOM (decrement, then increment), then the
        // input: the grid puts the input on the left, the buttons stacked on the right.
        className={[
          'grid grid-cols-[1fr_28px] grid-rows-2 overflow-hidden rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-xs [&:not(.base--focused)]:hover:border-slate-400',
          '[&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_rgb(59_130_246/0.25)]',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]',
        ].join(' ')}
        // The stepper buttons render empty: give them content and a name.
        slotProps={{
          input: {
            role: 'spinbutton',
            className:
              'col-start-1 row-span-2 row-start-1 min-w-0 border-0 bg-transparent px-3 py-[9px] [font:inherit] leading-normal text-inherit tabular-nums outline-0',
          },
          incrementButton: {
            children: <Chevron direction="up" />,
            'aria-label': 'Increase team size',
            className: `${buttonClassName} row-start-1 border-b`,
          },
          decrementButton: {
            children: <Chevron direction="down" />,
            'aria-label': 'Decrease team size',
            className: `${buttonClassName} row-start-2`,
          },
        }}
      />
    </div>
  );
}

function Chevron({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
      <path
        d={direction === 'up' ? 'M2.5 7.5L6 4l3.5 3.5' : 'M2.5 4.5L6 8l3.5-3.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
