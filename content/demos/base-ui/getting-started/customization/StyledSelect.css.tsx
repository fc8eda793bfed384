import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

// The rules are in StyledSelect.css. The listbox renders in a portal at the
// end of <body>, so it gets a class of its own through slotProps; the state
// classes (base--expanded, base--selected...) are Base UI's.
export default function StyledSelect() {
  const id = React.useId();
  return (
    <div className="styled-select">
      <label htmlFor={id} className="styled-select-label">
        Shipping method
      </label>
      <Select
        id={id}
        className="styled-select-button"
        renderValue={(option) => (
          <React.Fragment>
            <span>{option ? option.label : 'Choose a method'}</span>
            <svg className="styled-select-chevron" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </React.Fragment>
        )}
        slotProps={{ popup: { className: 'styled-select-popup' }, listbox: { className: 'styled-select-listbox' } }}
      >
        <Option value="standard">Standard, 5 to 7 business days</Option>
        <Option value="express">Express, 2 business days</Option>
        <Option value="overnight">Overnight, next business day</Option>
        <Option value="courier" disabled>
          Same-day courier (not in your area)
        </Option>
      </Select>
    </div>
  );
}
