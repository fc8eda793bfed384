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

// The rules are in UseAutocomplete.css.
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
    <div className="city-search">
      <label {...getInputLabelProps()} className="city-search-label">
        Destination
      </label>
      {/* The root receives the keyboard handling and keeps the focus in the input when its
          other parts are clicked; it is also what the list is placed against. */}
      <div {...getRootProps()} ref={setAnchorEl} className={focused ? 'city-search-root focused' : 'city-search-root'}>
        <input {...getInputProps()} placeholder="Search 16 cities" className="city-search-input" />
        {dirty ? (
          <button {...getClearProps()} aria-label="Clear" className="city-search-button">
            <CrossIcon />
          </button>
        ) : null}
        <button {...getPopupIndicatorProps()} aria-label={popupOpen ? 'Close the list' : 'Open the list'} className="city-search-button">
          <span className={popupOpen ? 'city-search-caret open' : 'city-search-caret'} />
        </button>
      </div>
      {/* Popper renders in a portal, so the list is not clipped by the demo's box. */}
      <Popper
        open={popupOpen && anchorEl !== null}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="city-search-popper"
      >
        {options.length > 0 ? (
          <ul {...getListboxProps()} className="city-search-listbox">
            {options.map((option, index) => {
              // getOptionProps includes the key; it is passed on its own, not spread.
              const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
                key: React.Key;
              };
              return (
                <li key={key} {...optionProps} className="city-search-option">
                  {option.label}
                  <span className="city-search-country">{option.country}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="city-search-empty">No city matches your search.</div>
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
