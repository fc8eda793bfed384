import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

const suggestions = [
  'Backend engineer',
  'Data analyst',
  'Data engineer',
  'Design manager',
  'Engineering manager',
  'Frontend engineer',
  'Product designer',
  'Product manager',
  'Site reliability engineer',
  'UX researcher',
];

export default function FreeSoloAutocomplete() {
  const [saved, setSaved] = React.useState<string | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    // Any text is a valid value; the options are only suggestions.
    freeSolo: true,
    options: suggestions,
    onChange: (_event, newValue) => setSaved(newValue),
  });

  const options = groupedOptions as string[];

  return (
    <div className="flex w-75 max-w-full flex-col gap-1.5">
      <label {...getInputLabelProps()} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Job title
      </label>
      {/* The root receives the keyboard handling and keeps the focus in the input
          when its other parts are clicked; it is also what the list is placed against. */}
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className={[
          'flex items-center gap-0.5 rounded-lg border bg-white ps-3 pe-1.5 text-sm text-slate-900 shadow-xs dark:bg-slate-900 dark:text-slate-200 dark:shadow-none',
          focused
            ? 'border-blue-700 shadow-[0_0_0_3px_rgb(59_130_246/0.25)] dark:border-blue-400 dark:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]'
            : 'border-slate-300 hover:border-slate-400 dark:border-slate-600',
        ].join(' ')}
      >
        <input
          {...getInputProps()}
          placeholder="Type or pick a title"
          className="min-w-0 flex-1 border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 dark:placeholder:text-slate-500"
        />
      </div>
      <p aria-live="polite" className="m-0 text-[0.8125rem] text-slate-600 dark:text-slate-400">
        {saved ? `Saved: ${saved}` : 'Press Enter to save what you typed.'}
      </p>
      <Popper
        open={popupOpen && anchorEl !== null && options.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="z-10"
      >
        <ul
          {...getListboxProps()}
          className="my-1.5 box-border max-h-70 w-75 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50"
        >
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
              key: React.Key;
            };
            return (
              // The hook adds Mui-focused to the highlighted option itself, and
              // aria-selected="true" marks the selected one.
              <li
                key={key}
                {...optionProps}
                className="flex cursor-default items-baseline justify-between gap-3 rounded-md px-2.5 py-2 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-700 [&.Mui-focused]:bg-slate-100 dark:aria-selected:bg-blue-500/15 dark:aria-selected:text-blue-300 dark:[&.Mui-focused]:bg-slate-800"
              >
                {option}
              </li>
            );
          })}
        </ul>
      </Popper>
    </div>
  );
}
