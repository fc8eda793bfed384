import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

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
    <Field>
      <Label {...getInputLabelProps()}>Departure airport</Label>
      <Root {...getRootProps()} ref={setAnchorEl} className={focused ? 'focused' : undefined}>
        <Input {...getInputProps()} placeholder="City or code" />
      </Root>
      <ListPopper
        open={popupOpen && anchorEl !== null && groups.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
      >
        <Listbox {...getListboxProps()}>
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
              <GroupHeading id={`${id}-group-${group.key}`}>{group.group}</GroupHeading>
              <GroupList role="presentation">
                {group.options.map((option, offset) => {
                  const { key, ...optionProps } = getOptionProps({
                    option,
                    index: group.index + offset,
                  }) as React.HTMLAttributes<HTMLLIElement> & {
                    key: React.Key;
                  };
                  return (
                    <Option key={key} {...optionProps}>
                      {option.city}
                      <Code>{option.code}</Code>
                    </Option>
                  );
                })}
              </GroupList>
            </li>
          ))}
        </Listbox>
      </ListPopper>
    </Field>
  );
}

const GroupHeading = styled('div')`
  padding: 10px 10px 4px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const GroupList = styled('ul')({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Code = styled('span')`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.75rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 300,
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

// The root receives the keyboard handling and keeps the focus in the input
// when its other parts are clicked; it is also what the list is placed against.
const Root = styled('div')`
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 0 6px 0 12px;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);

  &:hover {
    border-color: #94a3b8;
  }

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

const Input = styled('input')`
  flex: 1;
  min-width: 0;
  padding: 9px 0;
  font: inherit;
  line-height: 1.5;
  color: inherit;
  background: transparent;
  border: 0;
  outline: 0;

  &::placeholder {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &::placeholder {
    color: #64748b;
  }
`;

const ListPopper = styled(Popper)({
  zIndex: 10,
});

const listStyles = `
  box-sizing: border-box;
  width: 300px;
  max-width: calc(100vw - 32px);
  margin: 6px 0;
  padding: 6px;
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

const Listbox = styled('ul')`
  ${listStyles}
  max-height: 280px;
  overflow: auto;
  list-style: none;
`;

// The hook adds Mui-focused to the highlighted option itself, and
// aria-selected="true" marks the selected one.
const Option = styled('li')`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 10px;
  border-radius: 6px;
  cursor: default;

  &.Mui-focused {
    background-color: #f1f5f9;
  }

  &[aria-selected='true'] {
    font-weight: 600;
    color: #1d4ed8;
    background-color: #eff6ff;
  }

  [data-mui-color-scheme='dark'] &.Mui-focused {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &[aria-selected='true'] {
    color: #93c5fd;
    background-color: rgb(59 130 246 / 0.16);
  }
`;
