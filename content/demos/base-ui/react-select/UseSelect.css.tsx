import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { Popper } from '@mui/base/Popper';

const priorities = [
  { value: 'urgent', label: 'Urgent', color: '#dc2626' },
  { value: 'high', label: 'High', color: '#ea580c' },
  { value: 'medium', label: 'Medium', color: '#ca8a04' },
  { value: 'low', label: 'Low', color: '#16a34a' },
  { value: 'none', label: 'No priority', color: '#94a3b8' },
];

// The rules are in UseSelect.css.
export default function UseSelect() {
  const labelId = React.useId();
  return (
    <div className="priority-select">
      <span id={labelId} className="priority-select-label">
        Priority
      </span>
      <PrioritySelect labelId={labelId} />
    </div>
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
      <button
        {...getButtonProps()}
        type="button"
        aria-labelledby={labelId}
        className={buttonFocusVisible ? 'priority-select-trigger focus-visible' : 'priority-select-trigger'}
      >
        <span className="priority-select-dot" style={{ backgroundColor: selected?.color }} />
        {selected?.label ?? 'No priority'}
      </button>
      {/* Popper renders in a portal; keepMounted keeps the options mounted, and registered, while the list is closed. */}
      <Popper
        open={open}
        anchorEl={buttonRef.current}
        placement="bottom-start"
        keepMounted
        role="presentation"
        className="priority-select-popper"
      >
        <ul {...getListboxProps()} aria-labelledby={labelId} className="priority-select-listbox">
          {/* SelectProvider connects the options to the select's state. */}
          <SelectProvider value={contextValue}>
            {priorities.map((priority) => (
              <PriorityOption key={priority.value} {...priority} />
            ))}
          </SelectProvider>
        </ul>
      </Popper>
    </React.Fragment>
  );
}

function PriorityOption({ value, label, color }: { value: string; label: string; color: string }) {
  const { getRootProps, highlighted, selected } = useOption({ value, label, disabled: false });
  const className = ['priority-select-option', highlighted && 'highlighted', selected && 'selected'];
  return (
    <li {...getRootProps()} className={className.filter(Boolean).join(' ')}>
      <span className="priority-select-dot" style={{ backgroundColor: color }} />
      {label}
    </li>
  );
}
