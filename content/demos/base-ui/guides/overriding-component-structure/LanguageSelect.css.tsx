import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

// The rules are in LanguageSelect.css.
export default function LanguageSelect() {
  const id = React.useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="language-select-label">
        Interface language
      </label>
      <Select
        id={id}
        placeholder="Choose a language"
        slots={{ root: LanguageButton }}
        slotProps={{ popup: { className: 'language-select-popup' }, listbox: { className: 'language-select-listbox' } }}
      >
        <Option value="en">English</Option>
        <Option value="fr">Français</Option>
        <Option value="de">Deutsch</Option>
        <Option value="es">Español</Option>
        <Option value="it">Italiano</Option>
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
  return (
    <button type="button" {...other} ref={ref} className={`${className} language-select-button`}>
      <svg className="language-select-globe" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25z" />
      </svg>
      <span className="language-select-value">{children}</span>
      <svg
        className={ownerState.open ? 'language-select-chevron language-select-chevron-open' : 'language-select-chevron'}
        viewBox="0 0 20 20"
        aria-hidden="true"
      >
        <path d="M5 7.5l5 5 5-5" />
      </svg>
    </button>
  );
});
