import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { OptionGroup, OptionGroupProps, optionGroupClasses } from '@mui/base/OptionGroup';
import { styled } from '@mui/system';

const regions = [
  {
    name: 'Americas',
    zones: [
      { id: 'America/New_York', city: 'New York' },
      { id: 'America/Chicago', city: 'Chicago' },
      { id: 'America/Denver', city: 'Denver' },
      { id: 'America/Los_Angeles', city: 'Los Angeles' },
      { id: 'America/Mexico_City', city: 'Mexico City' },
      { id: 'America/Sao_Paulo', city: 'São Paulo' },
    ],
  },
  {
    name: 'Europe and Africa',
    zones: [
      { id: 'Europe/London', city: 'London' },
      { id: 'Europe/Paris', city: 'Paris' },
      { id: 'Europe/Berlin', city: 'Berlin' },
      { id: 'Africa/Lagos', city: 'Lagos' },
      { id: 'Africa/Johannesburg', city: 'Johannesburg' },
    ],
  },
  {
    name: 'Asia and Pacific',
    zones: [
      { id: 'Asia/Dubai', city: 'Dubai' },
      { id: 'Asia/Kolkata', city: 'Kolkata' },
      { id: 'Asia/Singapore', city: 'Singapore' },
      { id: 'Asia/Tokyo', city: 'Tokyo' },
      { id: 'Australia/Sydney', city: 'Sydney' },
    ],
  },
];

export default function GroupedSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId} htmlFor={id}>
        Time zone
      </Label>
      <Select
        id={id}
        placeholder="Choose a time zone…"
        slots={{ root: Trigger, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        {regions.map((region) => (
          <Group key={region.name} label={region.name}>
            {region.zones.map((zone) => (
              <ZoneOption key={zone.id} value={zone.id}>
                {zone.city}
              </ZoneOption>
            ))}
          </Group>
        ))}
      </Select>
    </Field>
  );
}

// OptionGroup renders <li><span>label</span><ul>options</ul></li> with no ARIA
// roles: give the group role="group" and name it with its label.
function Group(props: OptionGroupProps & { label: string }) {
  const labelId = React.useId();
  return (
    <StyledGroup
      {...props}
      slotProps={{
        root: { role: 'group', 'aria-labelledby': labelId },
        label: { id: labelId },
        list: { role: 'presentation' },
      }}
    />
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 260,
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

const Trigger = styled('button')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  font-family: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  text-align: start;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);
  cursor: pointer;
  transition: border-color 120ms ease;

  &::after {
    content: '';
    flex-shrink: 0;
    border-left: 5px solid transparent;
    border-right: 5px solid transparent;
    border-top: 5px solid currentColor;
    transition: transform 120ms ease;
  }

  &:hover {
    border-color: #94a3b8;
  }

  &.${selectClasses.expanded} {
    border-color: #1d4ed8;
  }

  &.${selectClasses.expanded}::after {
    transform: rotate(180deg);
  }

  &.${selectClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.${selectClasses.expanded} {
    border-color: #60a5fa;
  }
`;

const Popup = styled('div')({
  zIndex: 10,
});

const Listbox = styled('ul')`
  box-sizing: border-box;
  min-width: 260px;
  max-height: 300px;
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

const StyledGroup = styled(OptionGroup)`
  list-style: none;

  & .${optionGroupClasses.label} {
    display: block;
    padding: 10px 10px 4px;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: #64748b;
  }

  & .${optionGroupClasses.list} {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [data-mui-color-scheme='dark'] & .${optionGroupClasses.label} {
    color: #94a3b8;
  }
`;

const ZoneOption = styled(Option)`
  padding: 7px 10px;
  border-radius: 6px;
  cursor: default;
  outline: none;

  &.${optionClasses.highlighted} {
    background-color: #f1f5f9;
  }

  &.${optionClasses.selected} {
    font-weight: 600;
    color: #1d4ed8;
    background-color: #eff6ff;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} {
    color: #93c5fd;
    background-color: rgb(59 130 246 / 0.16);
  }
`;
