import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

export default function UseNumberInput() {
  const labelId = React.useId();
  const [size, setSize] = React.useState<number | null>(16);
  return (
    <div className="flex w-90 max-w-full flex-col items-start gap-2">
      <span id={labelId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Font size
      </span>
      <FontSizeInput labelId={labelId} value={size} onChange={setSize} />
      <p className="mt-1 mb-0 leading-[1.3] text-slate-900 dark:text-slate-200" style={{ fontSize: size ?? 16 }}>
        The quick brown fox jumps over the lazy dog.
      </p>
    </div>
  );
}

const buttonClassName =
  'h-7.5 w-9 cursor-pointer rounded-[7px] border-0 bg-white p-0 [font-family:inherit] text-[0.8125rem] font-bold text-slate-700 shadow-[0_1px_2px_rgb(15_23_42/0.12)] hover:text-blue-700 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-slate-400 disabled:shadow-none dark:bg-slate-700 dark:text-slate-200 dark:hover:text-blue-300 dark:disabled:bg-transparent dark:disabled:text-slate-500';

function FontSizeInput(props: { labelId: string; value: number | null; onChange: (value: number | null) => void }) {
  const { labelId, value, onChange } = props;
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } = useNumberInput({
    min: 10,
    max: 32,
    step: 2,
    value,
    onChange: (_event, newValue) => onChange(newValue),
  });
  // Unlike the component, the hook leaves the order of the elements to you.
  return (
    <div
      {...getRootProps()}
      className={[
        'inline-flex items-center rounded-[10px] border bg-slate-100 p-[3px] dark:bg-slate-800',
        focused
          ? 'border-blue-700 shadow-[0_0_0_3px_rgb(59_130_246/0.25)] dark:border-blue-400 dark:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]'
          : 'border-slate-200 dark:border-slate-700',
      ].join(' ')}
    >
      <button {...getDecrementButtonProps()} type="button" aria-label="Smaller text" className={buttonClassName}>
        A−
      </button>
      <input
        {...getInputProps()}
        role="spinbutton"
        aria-labelledby={labelId}
        className="w-8 border-0 bg-transparent py-1 text-end [font-family:inherit] text-sm font-semibold text-slate-900 tabular-nums outline-0 dark:text-slate-200"
      />
      <span aria-hidden="true" className="ps-0.5 pe-2 text-sm text-slate-500 dark:text-slate-400">
        px
      </span>
      <button {...getIncrementButtonProps()} type="button" aria-label="Larger text" className={buttonClassName}>
        A+
      </button>
    </div>
  );
}
