import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const priorities = [
  { value: 'urgent', label: 'Urgent', color: '#dc2626' },
  { value: 'high', label: 'High', color: '#ea580c' },
  { value: 'medium', label: 'Medium', color: '#ca8a04' },
  { value: 'low', label: 'Low', color: '#16a34a' },
  { value: 'none', label: 'No priority', color: '#94a3b8' },
];

export default function UseSelect() {
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId}>Priority</Label>
      <PrioritySelect labelId={labelId} />
    </Field>
  );
}

function PrioritySelect({ labelId }: { labelId: string }) {
  // The button element, for Popper to place the listbox against (Select does the same).
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const { getButtonProps, getListboxProps, contextValue, value, open, buttonFocusVisible } = useSelect<string, false>({
    buttonRef,
    defaultValue: 'medium',
  });
  // The label comes from our own data, so the server renders it too.
  const selected = priorities.find((priority) => priority.value === value);

  return (
    <React.Fragment>
      <Trigger {...getButtonProps()} type="button" aria-labelledby={labelId} className={buttonFocusVisible ? 'focus-visible' : undefined}>
        <Dot style={{ backgroundColor: selected?.color }} />
        {selected?.label ?? 'No priority'}
      </Trigger>
      {/* keepMounted: the options stay mounted, and registered, while the list is closed. */}
      <ListboxPopper open={open} anchorEl={buttonRef.current} placement="bottom-start" keepMounted role="presentation">
        <Listbox {...getListboxProps()} aria-labelledby={labelId}>
          {/* SelectProvider connects the options to the select's state. */}
          <SelectProvider value={contextValue}>
            {priorities.map((priority) => (
              <PriorityOption key={priority.value} {...priority} />
            ))}
          </SelectProvider>
        </Listbox>
      </ListboxPopper>
    </React.Fragment>
  );
}

function PriorityOption({ value, label, color }: { value: string; label: string; color: string }) {
  const { getRootProps, highlighted, selected } = useOption({ value, label, disabled: false });
  const className = [highlighted && 'highlighted', selected && 'selected'].filter(Boolean).join(' ');
  return (
    <OptionRoot {...getRootProps()} className={className || undefined}>
      <Dot style={{ backgroundColor: color }} />
      {label}
    </OptionRoot>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 220,
  maxWidth: '100%',
});

const Label = styled('span')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Dot = styled('span')({
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: '50%',
});

const Trigger = styled('button')`
  display: flex;
  align-items: center;
  gap: 10px;
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

  &::after {
    content: '';
    margin-inline-start: auto;
    border-left: 5px solid transparent;
    border-right: 5px solid transparent;
    border-top: 5px solid currentColor;
  }

  &:hover {
    border-color: #94a3b8;
  }

  &[aria-expanded='true'] {
    border-color: #1d4ed8;
  }

  &[aria-expanded='true']::after {
    transform: rotate(180deg);
  }

  &.focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &[aria-expanded='true'] {
    border-color: #60a5fa;
  }
`;

// Popper renders in a portal at the end of <body>.
const ListboxPopper = styled(Popper)({
  zIndex: 10,
});

const Listbox = styled('ul')`
  box-sizing: border-box;
  width: 220px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
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

const OptionRoot = styled('li')`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 7px 10px;
  border-radius: 6px;
  cursor: default;
  outline: none;

  &.highlighted {
    background-color: #f1f5f9;
  }

  &.selected {
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] &.highlighted {
    background-color: #1e293b;
  }
`;
