import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function UnstyledSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId} htmlFor={id}>
        Conference city
      </Label>
      <Select
        id={id}
        placeholder="Choose a city…"
        slots={{ root: Trigger, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        <CityOption value="amsterdam">Amsterdam</CityOption>
        <CityOption value="barcelona">Barcelona</CityOption>
        <CityOption value="berlin">Berlin</CityOption>
        <CityOption value="copenhagen" disabled>
          Copenhagen (sold out)
        </CityOption>
        <CityOption value="lisbon">Lisbon</CityOption>
        <CityOption value="prague">Prague</CityOption>
        <CityOption value="vienna">Vienna</CityOption>
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

// The root slot: a button that shows the selected value (or the placeholder),
// with a caret drawn by ::after that turns over while the listbox is open.
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

  &.${selectClasses.disabled} {
    opacity: 0.5;
    cursor: not-allowed;
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

// The popup renders in a portal at the end of <body>; it only needs to sit above the page.
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

const CityOption = styled(Option)`
  padding: 8px 10px;
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

  &.${optionClasses.disabled} {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} {
    color: #93c5fd;
    background-color: rgb(59 130 246 / 0.16);
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.disabled} {
    color: #64748b;
  }
`;
