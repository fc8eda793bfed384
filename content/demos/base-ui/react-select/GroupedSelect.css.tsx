import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup, OptionGroupProps } from '@mui/base/OptionGroup';

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

// The rules are in GroupedSelect.css.
export default function GroupedSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="zone-select">
      <label id={labelId} htmlFor={id} className="zone-select-label">
        Time zone
      </label>
      <Select
        id={id}
        placeholder="Choose a time zone…"
        className="zone-select-trigger"
        slotProps={{ popup: { className: 'zone-select-popup' }, listbox: { className: 'zone-select-listbox', 'aria-labelledby': labelId } }}
      >
        {regions.map((region) => (
          <Group key={region.name} label={region.name}>
            {region.zones.map((zone) => (
              <Option key={zone.id} value={zone.id} className="zone-select-option">
                {zone.city}
              </Option>
            ))}
          </Group>
        ))}
      </Select>
    </div>
  );
}

// OptionGroup renders <li><span>label</span><ul>options</ul></li> with no ARIA
// roles: give the group role="group" and name it with its label.
function Group(props: OptionGroupProps & { label: string }) {
  const labelId = React.useId();
  return (
    <OptionGroup
      {...props}
      className="zone-select-group"
      slotProps={{
        root: { role: 'group', 'aria-labelledby': labelId },
        label: { id: labelId },
        list: { role: 'presentation' },
      }}
    />
  );
}
