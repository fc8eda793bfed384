import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';

export default function LanguageSelect() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-900 dark:text-slate-100">
        Interface language
      </label>
      <Select
        id={id}
        placeholder="Choose a language"
        slots={{ root: LanguageButton }}
        slotProps={{
          popup: { className: 'z-[1000]' },
          listbox: {
            className:
              'my-1.5 box-border w-[240px] list-none rounded-[10px] border border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-0 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
          },
        }}
      >
        <LanguageOption value="en">English</LanguageOption>
        <LanguageOption value="fr">Français</LanguageOption>
        <LanguageOption value="de">Deutsch</LanguageOption>
        <LanguageOption value="es">Español</LanguageOption>
        <LanguageOption value="it">Italiano</LanguageOption>
      </Select>
    </div>
  );
}

// The root slot: Base UI passes it the button's props, a ref it needs to
// anchor the listbox, and the owner state.
const LanguageButton = React.forwardRef(function LanguageButton(
  props: Omit<SelectRootSlotProps<string, false>, 'ref'>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, className, children, ...other } = props;
  const iconClassName =
    'size-[18px] shrink-0 fill-none stroke-current stroke-[1.5] text-slate-500 transition-transform [stroke-linecap:round] [stroke-linejoin:round] dark:text-slate-400';
  return (
    <button
      type="button"
      {...other}
      ref={ref}
      className={`${className} flex w-[240px] max-w-full cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-[length:inherit] text-slate-900 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300`}
    >
      <svg className={iconClassName} viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25z" />
      </svg>
      <span className="flex-1">{children}</span>
      <svg className={`${iconClassName} ${ownerState.open ? 'rotate-180' : ''}`} viewBox="0 0 20 20" aria-hidden="true">
        <path d="M5 7.5l5 5 5-5" />
      </svg>
    </button>
  );
});

function LanguageOption(props: OptionProps<string>) {
  return (
    <Option
      {...props}
      className="cursor-default rounded-md px-2.5 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-400 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 dark:[&.base--selected]:text-blue-300"
    />
  );
}
