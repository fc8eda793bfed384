import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const sortOrders = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Customer rating' },
  { value: 'newest', label: 'Newest arrivals' },
];

export default function ControlledSelect() {
  const id = React.useId();
  const labelId = React.useId();
  const [sortOrder, setSortOrder] = React.useState<string | null>('rating');

  // Before the options have rendered (on the server, for instance), Select has
  // no label for the value: look it up in the data instead.
  const renderValue = (option: SelectOption<string> | null) =>
    option?.label ?? sortOrders.find((order) => order.value === sortOrder)?.label ?? null;

  return (
    <Stack>
      <Field>
        <Label id={labelId} htmlFor={id}>
          Sort by
        </Label>
        <Select
          id={id}
          value={sortOrder}
          onChange={(_event, newValue) => setSortOrder(newValue)}
          renderValue={renderValue}
          placeholder="Choose an order…"
          slots={{ root: Trigger, listbox: Listbox, popup: Popup }}
          slotProps={{ listbox: { 'aria-labelledby': labelId } }}
        >
          {sortOrders.map((order) => (
            <SortOption key={order.value} value={order.value}>
              {order.label}
            </SortOption>
          ))}
        </Select>
      </Field>
      <Row>
        <Status>
          Value: <code>{sortOrder === null ? 'null' : `'${sortOrder}'`}</code>
        </Status>
        <ResetButton type="button" onClick={() => setSortOrder(null)} disabled={sortOrder === null}>
          Clear
        </ResetButton>
      </Row>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: 260,
  maxWidth: '100%',
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Status = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  color: #475569;

  & code {
    font-size: 0.8125rem;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const ResetButton = styled('button')`
  padding: 4px 12px;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  color: #1d4ed8;
  background: transparent;
  border: 1px solid #bfdbfe;
  border-radius: 8px;
  cursor: pointer;

  &:hover {
    background-color: #eff6ff;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #93c5fd;
    border-color: #1e3a8a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: rgb(59 130 246 / 0.16);
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

const SortOption = styled(Option)`
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

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} {
    color: #93c5fd;
    background-color: rgb(59 130 246 / 0.16);
  }
`;
