import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

interface Airport {
  code: string;
  city: string;
  region: string;
}

// groupBy needs the options sorted by group, or a group's heading repeats.
const airports: Airport[] = [
  { code: 'ATL', city: 'Atlanta', region: 'Americas' },
  { code: 'GRU', city: 'São Paulo', region: 'Americas' },
  { code: 'JFK', city: 'New York', region: 'Americas' },
  { code: 'YVR', city: 'Vancouver', region: 'Americas' },
  { code: 'AMS', city: 'Amsterdam', region: 'Europe' },
  { code: 'CDG', city: 'Paris', region: 'Europe' },
  { code: 'LIS', city: 'Lisbon', region: 'Europe' },
  { code: 'MAD', city: 'Madrid', region: 'Europe' },
  { code: 'ICN', city: 'Seoul', region: 'Asia and Pacific' },
  { code: 'NRT', city: 'Tokyo', region: 'Asia and Pacific' },
  { code: 'SIN', city: 'Singapore', region: 'Asia and Pacific' },
  { code: 'SYD', city: 'Sydney', region: 'Asia and Pacific' },
];

// The rules are in GroupedAutocomplete.css.
export default function GroupedAutocomplete() {
  const {
    id,
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
    options: airports,
    groupBy: (airport) => airport.region,
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
  });

  // With groupBy, groupedOptions holds groups; `index` is the position of a
  // group's first option in the flat list, which getOptionProps counts in.
  const groups = groupedOptions as AutocompleteGroupedOption<Airport>[];

  return (
    <div className="airport">
      <label {...getInputLabelProps()} className="airport-label">
        Departure airport
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={focused ? 'airport-root focused' : 'airport-root'}>
        <input {...getInputProps()} placeholder="City or code" className="airport-input" />
      </div>
      <Popper
        open={popupOpen && anchorEl !== null && groups.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="airport-popper"
      >
        <ul {...getListboxProps()} className="airport-listbox">
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
              <div id={`${id}-group-${group.key}`} className="airport-group-heading">
                {group.group}
              </div>
              <ul role="presentation" className="airport-group-list">
                {group.options.map((option, offset) => {
                  const { key, ...optionProps } = getOptionProps({
                    option,
                    index: group.index + offset,
                  }) as React.HTMLAttributes<HTMLLIElement> & {
                    key: React.Key;
                  };
                  return (
                    <li key={key} {...optionProps} className="airport-option">
                      {option.city}
                      <span className="airport-code">{option.code}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </Popper>
    </div>
  );
}
