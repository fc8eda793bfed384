import * as React from 'react';
import { Input } from '@mui/base/Input';

// The rules are in UnstyledInput.css. The root draws the box; the input inside
// it stays transparent and borderless. `id`, `type`, `placeholder` and the value
// props reach the input element.
export default function UnstyledInput() {
  const emailId = React.useId();
  const companyId = React.useId();
  return (
    <div className="contact-fields">
      <div className="contact-field">
        <label htmlFor={emailId} className="contact-field-label">
          Work email
        </label>
        <Input className="contact-input" id={emailId} type="email" placeholder="name@company.com" />
      </div>
      <div className="contact-field">
        <label htmlFor={companyId} className="contact-field-label">
          Company
        </label>
        <Input className="contact-input" id={companyId} defaultValue="Northwind Traders" disabled />
      </div>
    </div>
  );
}
