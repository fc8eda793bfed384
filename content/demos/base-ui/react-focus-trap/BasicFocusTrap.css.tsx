import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

interface Address {
  name: string;
  street: string;
  city: string;
}

const fields = [
  { name: 'name', label: 'Full name' },
  { name: 'street', label: 'Street' },
  { name: 'city', label: 'City and ZIP code' },
] as const;

// The rules are in BasicFocusTrap.css.
export default function BasicFocusTrap() {
  const [editing, setEditing] = React.useState(false);
  const [address, setAddress] = React.useState<Address>({
    name: 'Maya Chen',
    street: '1200 Harbor Street',
    city: 'Seattle, WA 98101',
  });
  const formId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setAddress({ name: String(data.get('name')), street: String(data.get('street')), city: String(data.get('city')) });
    setEditing(false);
  };

  return (
    <div className="trap-demo">
      <div className="trap-demo-header">
        <p className="trap-demo-title">Shipping address</p>
        <button
          type="button"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => setEditing((value) => !value)}
          className="trap-demo-button trap-demo-button-small"
        >
          Edit
        </button>
      </div>
      {editing ? (
        // The trap focuses its child when it opens, so the form takes tabIndex={-1};
        // autoFocus moves focus on to the first field. Closing the trap sends focus
        // back to the Edit button.
        <FocusTrap open>
          <form
            id={formId}
            tabIndex={-1}
            aria-label="Edit shipping address"
            onSubmit={handleSubmit}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setEditing(false);
              }
            }}
            className="trap-demo-form"
          >
            {fields.map((field) => (
              <label key={field.name}>
                {field.label}
                <input name={field.name} defaultValue={address[field.name]} autoFocus={field.name === 'name'} />
              </label>
            ))}
            <div className="trap-demo-actions">
              <button type="button" onClick={() => setEditing(false)} className="trap-demo-button">
                Cancel
              </button>
              <button type="submit" className="trap-demo-button trap-demo-button-primary">
                Save
              </button>
            </div>
          </form>
        </FocusTrap>
      ) : (
        <address className="trap-demo-address">
          {address.name}
          <br />
          {address.street}
          <br />
          {address.city}
        </address>
      )}
    </div>
  );
}
