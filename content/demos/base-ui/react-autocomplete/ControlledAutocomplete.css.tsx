import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

const languages = ['C', 'C#', 'Go', 'Java', 'JavaScript', 'Kotlin', 'PHP', 'Python', 'Ruby', 'Rust', 'Swift', 'TypeScript'];

// The rules are in ControlledAutocomplete.css.
export default function ControlledAutocomplete() {
  // Two states: the chosen option, and the text in the input.
  const [value, setValue] = React.useState<string | null>('TypeScript');
  const [inputValue, setInputValue] = React.useState('TypeScript');

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
  } = useAutocomplete({
    options: languages,
    value,
    onChange: (_event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (_event, newInputValue) => setInputValue(newInputValue),
  });

  const options = groupedOptions as string[];

  return (
    <div className="lang-pick">
      <label {...getInputLabelProps()} className="lang-pick-label">
        Main language
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={focused ? 'lang-pick-root focused' : 'lang-pick-root'}>
        <input {...getInputProps()} placeholder="Pick a language" className="lang-pick-input" />
        {dirty ? (
          <button {...getClearProps()} aria-label="Clear" className="lang-pick-button">
            <CrossIcon />
          </button>
        ) : null}
        <button {...getPopupIndicatorProps()} aria-label={popupOpen ? 'Close the list' : 'Open the list'} className="lang-pick-button">
          <span className={popupOpen ? 'lang-pick-caret open' : 'lang-pick-caret'} />
        </button>
      </div>
      <p className="lang-pick-state">
        value: <code>{value === null ? 'null' : `'${value}'`}</code>
        <br />
        inputValue: <code>'{inputValue}'</code>
      </p>
      {/* Popper renders in a portal, so the list is not clipped by the demo's box. */}
      <Popper
        open={popupOpen && anchorEl !== null}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="lang-pick-popper"
      >
        {options.length > 0 ? (
          <ul {...getListboxProps()} className="lang-pick-listbox">
            {options.map((option, index) => {
              // getOptionProps includes the key; it is passed on its own, not spread.
              const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
                key: React.Key;
              };
              return (
                <li key={key} {...optionProps} className="lang-pick-option">
                  {option}
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="lang-pick-empty">No language matches.</div>
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
