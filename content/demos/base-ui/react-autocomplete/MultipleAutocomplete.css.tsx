import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

interface Person {
  name: string;
  email: string;
}

const people: Person[] = [
  { name: 'Amara Okafor', email: 'amara@northwind.io' },
  { name: 'Bruno Costa', email: 'bruno@northwind.io' },
  { name: 'Chen Wei', email: 'chen@northwind.io' },
  { name: 'Dalia Haddad', email: 'dalia@northwind.io' },
  { name: 'Elena Petrova', email: 'elena@northwind.io' },
  { name: 'Farid Rahimi', email: 'farid@northwind.io' },
  { name: 'Grace Kim', email: 'grace@northwind.io' },
  { name: 'Hugo Laurent', email: 'hugo@northwind.io' },
  { name: 'Isabel Ortiz', email: 'isabel@northwind.io' },
  { name: 'Jonas Berg', email: 'jonas@northwind.io' },
];

// The rules are in MultipleAutocomplete.css.
export default function MultipleAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: people,
    defaultValue: [people[2]],
    getOptionLabel: (person) => person.name,
    // Chosen people leave the list.
    filterSelectedOptions: true,
  });

  const options = groupedOptions as Person[];

  return (
    <div className="invite">
      <label {...getInputLabelProps()} className="invite-label">
        Invite teammates
      </label>
      {/* Chips and the input share one wrapping row. */}
      <div {...getRootProps()} ref={setAnchorEl} className={focused ? 'invite-root focused' : 'invite-root'}>
        {value.map((person, index) => {
          // getTagProps gives each chip its index, a key and onDelete.
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span key={key} {...tagProps} className="invite-chip">
              {person.name}
              <button type="button" tabIndex={-1} aria-label={`Remove ${person.name}`} onClick={onDelete} className="invite-chip-remove">
                <CrossIcon />
              </button>
            </span>
          );
        })}
        <input {...getInputProps()} placeholder={value.length === 0 ? 'Name or email' : undefined} className="invite-input" />
      </div>
      <Popper
        open={popupOpen && anchorEl !== null && options.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="invite-popper"
      >
        <ul {...getListboxProps()} className="invite-listbox">
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
              key: React.Key;
            };
            return (
              <li key={key} {...optionProps} className="invite-option">
                <span aria-hidden="true" className="invite-avatar">
                  {initials(option.name)}
                </span>
                <span>
                  {option.name}
                  <span className="invite-email">{option.email}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </Popper>
    </div>
  );
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
