import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

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

// The rules are in FormSelect.css.
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
    <form onSubmit={handleSubmit} className="shipping-form">
      <label id={labelId} htmlFor={id} className="shipping-form-label">
        Shipping method
      </label>
      <Select<ShippingMethod, false>
        id={id}
        type="button"
        name="shipping"
        required
        getSerializedValue={serialize}
        placeholder="Choose how to ship…"
        className="shipping-form-trigger"
        slotProps={{
          popup: { className: 'shipping-form-popup' },
          listbox: { className: 'shipping-form-listbox', 'aria-labelledby': labelId },
        }}
      >
        {shippingMethods.map((method) => (
          <Option key={method.id} value={method} label={method.name} className="shipping-form-option">
            <span>{method.name}</span>
            <span className="shipping-form-detail">{method.detail}</span>
          </Option>
        ))}
      </Select>
      <button type="submit" className="shipping-form-submit">
        Continue to payment
      </button>
      <p aria-live="polite" className="shipping-form-output">
        {submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}
      </p>
    </form>
  );
}
