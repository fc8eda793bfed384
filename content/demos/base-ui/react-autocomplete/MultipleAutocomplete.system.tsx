import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

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
    <Field>
      <Label {...getInputLabelProps()}>Invite teammates</Label>
      <Root {...getRootProps()} ref={setAnchorEl} className={focused ? 'focused' : undefined}>
        {value.map((person, index) => {
          // getTagProps gives each chip its index, a key and onDelete.
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Chip key={key} {...tagProps}>
              {person.name}
              <RemoveButton type="button" tabIndex={-1} aria-label={`Remove ${person.name}`} onClick={onDelete}>
                <CrossIcon />
              </RemoveButton>
            </Chip>
          );
        })}
        <Input {...getInputProps()} placeholder={value.length === 0 ? 'Name or email' : undefined} />
      </Root>
      <ListPopper
        open={popupOpen && anchorEl !== null && options.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
      >
        <Listbox {...getListboxProps()}>
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
              key: React.Key;
            };
            return (
              <Option key={key} {...optionProps}>
                <Avatar aria-hidden="true">{initials(option.name)}</Avatar>
                <span>
                  {option.name}
                  <Email>{option.email}</Email>
                </span>
              </Option>
            );
          })}
        </Listbox>
      </ListPopper>
    </Field>
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

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 340,
  maxWidth: '100%',
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

// Chips and the input share one wrapping row.
const Root = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  box-sizing: border-box;
  padding: 5px 8px;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);
  cursor: text;

  &.focused {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &.focused {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }
`;

const Chip = styled('span')`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px;
  padding-inline-start: 10px;
  font-size: 0.8125rem;
  font-weight: 600;
  color: #1e40af;
  background-color: #dbeafe;
  border-radius: 999px;

  &:focus {
    outline: 2px solid #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & {
    color: #bfdbfe;
    background-color: rgb(59 130 246 / 0.24);
  }
`;

const RemoveButton = styled('button')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: 50%;
  cursor: pointer;

  &:hover {
    background-color: rgb(30 64 175 / 0.12);
  }
`;

const Input = styled('input')`
  flex: 1;
  min-width: 100px;
  padding: 4px 2px;
  font: inherit;
  line-height: 1.5;
  color: inherit;
  background: transparent;
  border: 0;
  outline: 0;

  &::placeholder {
    color: #94a3b8;
  }
`;

const ListPopper = styled(Popper)({
  zIndex: 10,
});

const Listbox = styled('ul')`
  box-sizing: border-box;
  width: 340px;
  max-width: calc(100vw - 32px);
  max-height: 280px;
  margin: 6px 0;
  padding: 6px;
  overflow: auto;
  list-style: none;
  font-family: inherit;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #334155;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
  }
`;

const Option = styled('li')`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 8px;
  border-radius: 6px;
  cursor: default;

  &.Mui-focused {
    background-color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.Mui-focused {
    background-color: #1e293b;
  }
`;

const Avatar = styled('span')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  font-size: 0.6875rem;
  font-weight: 700;
  color: #1e40af;
  background-color: #dbeafe;
  border-radius: 50%;

  [data-mui-color-scheme='dark'] & {
    color: #bfdbfe;
    background-color: rgb(59 130 246 / 0.24);
  }
`;

const Email = styled('span')`
  display: block;
  font-size: 0.75rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
