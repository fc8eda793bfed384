import * as React from 'react';
import { Select, selectClasses, SelectRootSlotProps } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function LanguageSelect() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Interface language</Label>
      <Select id={id} placeholder="Choose a language" slots={{ root: LanguageButton, popup: Popup, listbox: Listbox }}>
        <StyledOption value="en">English</StyledOption>
        <StyledOption value="fr">Français</StyledOption>
        <StyledOption value="de">Deutsch</StyledOption>
        <StyledOption value="es">Español</StyledOption>
        <StyledOption value="it">Italiano</StyledOption>
      </Select>
    </Field>
  );
}

// The root slot: Base UI passes it the button's props, a ref it needs to
// anchor the listbox, and the owner state.
const LanguageButton = React.forwardRef(function LanguageButton(
  props: Omit<SelectRootSlotProps<string, false>, 'ref'>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, children, ...other } = props;
  return (
    <Button type="button" {...other} ref={ref}>
      <Icon viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25z" />
      </Icon>
      <Value>{children}</Value>
      <Icon viewBox="0 0 20 20" aria-hidden="true" style={{ transform: ownerState.open ? 'rotate(180deg)' : undefined }}>
        <path d="M5 7.5l5 5 5-5" />
      </Icon>
    </Button>
  );
});

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

const Button = styled('button')`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 240px;
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

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #64748b;
  }
`;

const Value = styled('span')({ flex: 1 });

const Icon = styled('svg')`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
  color: #64748b;
  transition: transform 150ms ease;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Popup = styled('div')({ zIndex: 1000 });

const Listbox = styled('ul')`
  box-sizing: border-box;
  width: 240px;
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
    color: #1d4ed8;
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} {
    color: #93c5fd;
  }
`;
