import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

interface ShippingMethod {
  id: string;
  name: string;
  detail: string;
}

// Object values: Select compares them by reference, so they come from one array.
const shippingMethods: ShippingMethod[] = [
  { id: 'standard', name: 'Standard', detail: '3–5 business days, free' },
  { id: 'express', name: 'Express', detail: '1–2 business days, $12.00' },
  { id: 'pickup', name: 'Store pickup', detail: 'Ready tomorrow on Oak Street' },
];

// What the hidden input holds, and so what the form submits.
function serialize(option: SelectOption<ShippingMethod> | null) {
  return option?.value.id ?? '';
}

export default function FormSelect() {
  const id = React.useId();
  const labelId = React.useId();
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`shipping=${data.get('shipping')}`);
  };

  return (
    <Form onSubmit={handleSubmit}>
      <Label id={labelId} htmlFor={id}>
        Shipping method
      </Label>
      <Select<ShippingMethod, false>
        id={id}
        type="button"
        name="shipping"
        required
        getSerializedValue={serialize}
        placeholder="Choose how to ship…"
        slots={{ root: Trigger, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        {shippingMethods.map((method) => (
          <MethodOption key={method.id} value={method} label={method.name}>
            <span>{method.name}</span>
            <Detail>{method.detail}</Detail>
          </MethodOption>
        ))}
      </Select>
      <SubmitButton type="submit">Continue to payment</SubmitButton>
      <Output aria-live="polite">{submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}</Output>
    </Form>
  );
}

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
  width: 280,
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

const Detail = styled('span')`
  font-size: 0.75rem;
  font-weight: 400;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Output = styled('p')`
  margin: 4px 0 0;
  font-size: 0.8125rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const SubmitButton = styled('button')`
  margin-top: 10px;
  padding: 8px 16px;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: #fff;
  background-color: #1d4ed8;
  border: 1px solid #1e40af;
  border-radius: 8px;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #0f172a;
    background-color: #60a5fa;
    border-color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
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
  min-width: 280px;
  margin: 6px 0;
  padding: 6px;
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

const MethodOption = styled(Option)`
  display: flex;
  flex-direction: column;
  gap: 2px;
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
