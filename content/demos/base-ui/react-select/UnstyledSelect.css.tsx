import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

// The rules are in UnstyledSelect.css. The listbox and its popup render in a
// portal, so they get class names of their own through slotProps.
export default function UnstyledSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="city-select">
      <label id={labelId} htmlFor={id} className="city-select-label">
        Conference city
      </label>
      <Select
        id={id}
        placeholder="Choose a city…"
        className="city-select-trigger"
        slotProps={{
          popup: { className: 'city-select-popup' },
          listbox: { className: 'city-select-listbox', 'aria-labelledby': labelId },
        }}
      >
        <Option className="city-select-option" value="amsterdam">
          Amsterdam
        </Option>
        <Option className="city-select-option" value="barcelona">
          Barcelona
        </Option>
        <Option className="city-select-option" value="berlin">
          Berlin
        </Option>
        <Option className="city-select-option" value="copenhagen" disabled>
          Copenhagen (sold out)
        </Option>
        <Option className="city-select-option" value="lisbon">
          Lisbon
        </Option>
        <Option className="city-select-option" value="prague">
          Prague
        </Option>
        <Option className="city-select-option" value="vienna">
          Vienna
        </Option>
      </Select>
    </div>
  );
}
