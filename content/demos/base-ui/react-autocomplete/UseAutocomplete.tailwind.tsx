import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

interface City {
  label: string;
  country: string;
}

const cities: City[] = [
  { label: 'Amsterdam', country: 'Netherlands' },
  { label: 'Bangkok', country: 'Thailand' },
  { label: 'Barcelona', country: 'Spain' },
  { label: 'Buenos Aires', country: 'Argentina' },
  { label: 'Cape Town', country: 'South Africa' },
  { label: 'Istanbul', country: 'Türkiye' },
  { label: 'Kyoto', country: 'Japan' },
  { label: 'Lisbon', country: 'Portugal' },
  { label: 'Marrakesh', country: 'Morocco' },
  { label: 'Mexico City', country: 'Mexico' },
  { label: 'Montreal', country: 'Canada' },
  { label: 'Prague', country: 'Czechia' },
  { label: 'Reykjavik', country: 'Iceland' },
  { label: 'Seoul', country: 'South Korea' },
  { label: 'Sydney', country: 'Australia' },
  { label: 'Vancouver', country: 'Canada' },
];

const iconButtonClassName =
  'inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200';

const panelClassName =
  'my-1.5 box-border w-75 max-w-[calc(100vw-32px)] rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50';

export default function UseAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    getClearProps,
    getPopupIndicatorProps,
    groupedOptions,
    popupOpen,
    dirty,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({ options: cities });

  // Without groupBy, groupedOptions is the filtered list of options.
  const options = groupedOptions as City[];

  return (
    <div className="flex w-75 max-w-full flex-col gap-1.5">
      <label {...getInputLabelProps()} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Destination
      </label>
      {/* The root receives the keyboard handling and keeps the focus in the input when its
          other parts are clicked; it is also what the list is placed against. */}
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
          placeholder="Search 16 cities"
          className="min-w-0 flex-1 border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 dark:placeholder:text-slate-500"
        />
        {dirty ? (
          <button {...getClearProps()} aria-label="Clear" className={iconButtonClassName}>
            <CrossIcon />
          </button>
        ) : null}
        <button {...getPopupIndicatorProps()} aria-label={popupOpen ? 'Close the list' : 'Open the list'} className={iconButtonClassName}>
          <span
            className={`border-x-[5px] border-t-[5px] border-x-transparent border-t-current transition-transform ${popupOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      {/* Popper renders in a portal, so the list is not clipped by the demo's box. */}
      <Popper open={popupOpen && anchorEl !== null} anchorEl={anchorEl} placement="bottom-start" role="presentation" className="z-10">
        {options.length > 0 ? (
          <ul {...getListboxProps()} className={`${panelClassName} max-h-70 list-none overflow-auto`}>
            {options.map((option, index) => {
              // getOptionProps includes the key; it is passed on its own, not spread.
              const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
                key: React.Key;
              };
              // The hook adds Mui-focused to the highlighted option itself, and
              // aria-selected="true" marks the selected one.
              return (
                <li
                  key={key}
                  {...optionProps}
                  className="flex cursor-default items-baseline justify-between gap-3 rounded-md px-2.5 py-2 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-700 [&.Mui-focused]:bg-slate-100 dark:aria-selected:bg-blue-500/15 dark:aria-selected:text-blue-300 dark:[&.Mui-focused]:bg-slate-800"
                >
                  {option.label}
                  <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{option.country}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className={`${panelClassName} px-3 py-2.5 text-slate-500 dark:text-slate-400`}>No city matches your search.</div>
        )}
      </Popper>
    </div>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
