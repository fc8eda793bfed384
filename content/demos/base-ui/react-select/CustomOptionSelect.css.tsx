import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const colors = [
  { value: 'slate', name: 'Slate', hex: '#64748b' },
  { value: 'red', name: 'Red', hex: '#dc2626' },
  { value: 'amber', name: 'Amber', hex: '#d97706' },
  { value: 'green', name: 'Green', hex: '#16a34a' },
  { value: 'teal', name: 'Teal', hex: '#0d9488' },
  { value: 'blue', name: 'Blue', hex: '#2563eb' },
  { value: 'violet', name: 'Violet', hex: '#7c3aed' },
  { value: 'pink', name: 'Pink', hex: '#db2777' },
];

function hexOf(value: string) {
  return colors.find((color) => color.value === value)?.hex;
}

// The selected value shows the same swatch as its option.
function renderValue(option: SelectOption<string> | null) {
  if (option === null) return null;
  return (
    <span className="color-select-value">
      <span className="color-select-swatch" style={{ backgroundColor: hexOf(option.value) }} />
      {option.label}
    </span>
  );
}

// The rules are in CustomOptionSelect.css.
export default function CustomOptionSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="color-select">
      <label id={labelId} htmlFor={id} className="color-select-label">
        Label color
      </label>
      <Select
        id={id}
        placeholder="No color"
        renderValue={renderValue}
        className="color-select-trigger"
        slotProps={{
          popup: { className: 'color-select-popup' },
          listbox: { className: 'color-select-listbox', 'aria-labelledby': labelId },
        }}
      >
        {colors.map((color) => (
          // `label` gives keyboard type-ahead and renderValue a plain string,
          // since the children are more than text.
          <Option key={color.value} value={color.value} label={color.name} className="color-select-option">
            <span className="color-select-swatch" style={{ backgroundColor: color.hex }} />
            {color.name}
            <span className="color-select-hex">{color.hex}</span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
