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

const button =
  'cursor-pointer rounded-lg border [font-family:inherit] text-sm leading-normal font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300';
const secondary =
  'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-transparent dark:text-slate-200 dark:hover:bg-slate-700';

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
    <div className="box-border w-85 max-w-full rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
      <div className="mb-2 flex items-center justify-between">
        <p className="m-0 font-semibold">Shipping address</p>
        <button
          type="button"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => setEditing((value) => !value)}
          className={`${button} ${secondary} px-3 py-1`}
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
            className="flex flex-col gap-2.5 rounded-lg focus:outline-none"
          >
            {fields.map((field) => (
              <label key={field.name} className="flex flex-col gap-1 font-semibold">
                {field.label}
                <input
                  name={field.name}
                  defaultValue={address[field.name]}
                  autoFocus={field.name === 'name'}
                  className="box-border rounded-lg border border-slate-300 bg-white px-2.5 py-1.75 [font-family:inherit] text-sm font-normal text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
                />
              </label>
            ))}
            <div className="mt-1 flex justify-end gap-2">
              <button type="button" onClick={() => setEditing(false)} className={`${button} ${secondary} px-3.5 py-1.5`}>
                Cancel
              </button>
              <button
                type="submit"
                className={`${button} border-blue-800 bg-blue-700 px-3.5 py-1.5 text-white hover:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300`}
              >
                Save
              </button>
            </div>
          </form>
        </FocusTrap>
      ) : (
        <address className="leading-relaxed text-slate-600 not-italic dark:text-slate-400">
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
