import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

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
    <Value>
      <Swatch style={{ backgroundColor: hexOf(option.value) }} />
      {option.label}
    </Value>
  );
}

export default function CustomOptionSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId} htmlFor={id}>
        Label color
      </Label>
      <Select
        id={id}
        placeholder="No color"
        renderValue={renderValue}
        slots={{ root: Trigger, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        {colors.map((color) => (
          // `label` gives keyboard type-ahead and renderValue a plain string,
          // since the children are more than text.
          <ColorOption key={color.value} value={color.value} label={color.name}>
            <Swatch style={{ backgroundColor: color.hex }} />
            {color.name}
            <Hex>{color.hex}</Hex>
          </ColorOption>
        ))}
      </Select>
    </Field>
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

const Value = styled('span')({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
});

const Swatch = styled('span')`
  flex-shrink: 0;
  width: 14px;
  height: 14px;
  border-radius: 4px;
  box-shadow: inset 0 0 0 1px rgb(15 23 42 / 0.15);
`;

const Hex = styled('span')`
  margin-inline-start: auto;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.75rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
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

const ColorOption = styled(Option)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 7px 10px;
  border-radius: 6px;
  cursor: default;
  outline: none;

  &.${optionClasses.highlighted} {
    background-color: #f1f5f9;
  }

  &.${optionClasses.selected} {
    font-weight: 600;
    background-color: #eff6ff;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} {
    background-color: rgb(59 130 246 / 0.16);
  }
`;
