import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

// Each slot gets a styled element. The listbox renders in a portal at the
// end of <body>, so it cannot be styled as a descendant of the button.
export default function StyledSelect() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Shipping method</Label>
      <Select
        id={id}
        renderValue={(option) => (
          <React.Fragment>
            <span>{option ? option.label : 'Choose a method'}</span>
            <Chevron viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </Chevron>
          </React.Fragment>
        )}
        slots={{ root: Button, popup: Popup, listbox: Listbox }}
      >
        <StyledOption value="standard">Standard, 5 to 7 business days</StyledOption>
        <StyledOption value="express">Express, 2 business days</StyledOption>
        <StyledOption value="overnight">Overnight, next business day</StyledOption>
        <StyledOption value="courier" disabled>
          Same-day courier (not in your area)
        </StyledOption>
      </Select>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  fontSize: '0.875rem',
});

const Label = styled('label')`
  font-weight: 600;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #f1f5f9;
  }
`;

const Chevron = styled('svg')`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  color: #64748b;
  transition: transform 150ms ease;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Button = styled('button')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 300px;
  max-width: 100%;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;
  font-family: inherit;
  font-size: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: #94a3b8;
  }

  &.${selectClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &.${selectClasses.expanded} {
    border-color: #1d4ed8;
  }

  &.${selectClasses.expanded} svg {
    transform: rotate(180deg);
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.${selectClasses.expanded} {
    border-color: #60a5fa;
  }
`;

const Popup = styled('div')({
  zIndex: 1000,
});

const Listbox = styled('ul')`
  box-sizing: border-box;
  width: 300px;
  max-width: calc(100vw - 32px);
  margin: 6px 0;
  padding: 6px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background-color: #fff;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  color: #0f172a;
  font-size: 0.875rem;
  list-style: none;
  outline: 0;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
    color: #e2e8f0;
  }
`;

const StyledOption = styled(Option)`
  padding: 8px 10px;
  border-radius: 6px;
  cursor: default;

  &:focus-visible {
    outline: 2px solid #60a5fa;
    outline-offset: -2px;
  }

  &.${optionClasses.highlighted} {
    background-color: #f1f5f9;
  }

  &.${optionClasses.selected} {
    background-color: #eff6ff;
    color: #1d4ed8;
    font-weight: 600;
  }

  &.${optionClasses.disabled} {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} {
    background-color: rgb(96 165 250 / 0.16);
    color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.disabled} {
    color: #64748b;
  }
`;
