import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const skills = ['TypeScript', 'React', 'Node.js', 'GraphQL', 'PostgreSQL', 'Rust', 'Go', 'Kubernetes'];

// The rules are in MultipleSelect.css.
export default function MultipleSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="skills-select">
      <label id={labelId} htmlFor={id} className="skills-select-label">
        Required skills
      </label>
      <Select
        multiple
        id={id}
        defaultValue={[] as string[]}
        placeholder="Any skill"
        renderValue={renderChips}
        className="skills-select-trigger"
        slotProps={{
          popup: { className: 'skills-select-popup' },
          listbox: { className: 'skills-select-listbox', 'aria-labelledby': labelId },
        }}
      >
        {skills.map((skill) => (
          <Option key={skill} value={skill} label={skill} className="skills-select-option">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="skills-select-check">
              <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {skill}
          </Option>
        ))}
      </Select>
    </div>
  );
}

// With `multiple`, renderValue receives an array of the selected options.
// An empty array returns null, so the placeholder shows instead.
function renderChips(selected: SelectOption<string>[]) {
  if (selected.length === 0) return null;
  return (
    <span className="skills-select-chips">
      {selected.map((option) => (
        <span key={option.value} className="skills-select-chip">
          {option.label}
        </span>
      ))}
    </span>
  );
}
