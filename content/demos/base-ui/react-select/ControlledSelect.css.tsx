import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const sortOrders = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Customer rating' },
  { value: 'newest', label: 'Newest arrivals' },
];

// The rules are in ControlledSelect.css.
export default function ControlledSelect() {
  const id = React.useId();
  const labelId = React.useId();
  const [sortOrder, setSortOrder] = React.useState<string | null>('rating');

  // Before the options have rendered (on the server, for instance), Select has
  // no label for the value: look it up in the data instead.
  const renderValue = (option: SelectOption<string> | null) =>
    option?.label ?? sortOrders.find((order) => order.value === sortOrder)?.label ?? null;

  return (
    <div className="sort-select">
      <div className="sort-select-field">
        <label id={labelId} htmlFor={id} className="sort-select-label">
          Sort by
        </label>
        <Select
          id={id}
          value={sortOrder}
          onChange={(_event, newValue) => setSortOrder(newValue)}
          renderValue={renderValue}
          placeholder="Choose an order…"
          className="sort-select-trigger"
          slotProps={{
            popup: { className: 'sort-select-popup' },
            listbox: { className: 'sort-select-listbox', 'aria-labelledby': labelId },
          }}
        >
          {sortOrders.map((order) => (
            <Option key={order.value} value={order.value} className="sort-select-option">
              {order.label}
            </Option>
          ))}
        </Select>
      </div>
      <div className="sort-select-row">
        <p className="sort-select-status">
          Value: <code>{sortOrder === null ? 'null' : `'${sortOrder}'`}</code>
        </p>
        <button type="button" className="sort-select-clear" onClick={() => setSortOrder(null)} disabled={sortOrder === null}>
          Clear
        </button>
      </div>
    </div>
  );
}
