import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

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
    <Card>
      <Header>
        <Title>Shipping address</Title>
        <TriggerButton
          type="button"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => setEditing((value) => !value)}
        >
          Edit
        </TriggerButton>
      </Header>
      {editing ? (
        // The trap focuses its child when it opens, so the form takes tabIndex={-1};
        // autoFocus moves focus on to the first field. Closing the trap sends focus
        // back to the Edit button.
        <FocusTrap open>
          <Form
            id={formId}
            tabIndex={-1}
            aria-label="Edit shipping address"
            onSubmit={handleSubmit}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setEditing(false);
              }
            }}
          >
            {fields.map((field) => (
              <label key={field.name}>
                {field.label}
                <input name={field.name} defaultValue={address[field.name]} autoFocus={field.name === 'name'} />
              </label>
            ))}
            <Actions>
              <SecondaryButton type="button" onClick={() => setEditing(false)}>
                Cancel
              </SecondaryButton>
              <PrimaryButton type="submit">Save</PrimaryButton>
            </Actions>
          </Form>
        </FocusTrap>
      ) : (
        <Address>
          {address.name}
          <br />
          {address.street}
          <br />
          {address.city}
        </Address>
      )}
    </Card>
  );
}

const Card = styled('div')`
  box-sizing: border-box;
  width: 340px;
  max-width: 100%;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  font-size: 0.875rem;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
  }
`;

const Header = styled('div')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`;

const Title = styled('p')`
  margin: 0;
  font-weight: 600;
`;

const Address = styled('address')`
  font-style: normal;
  line-height: 1.6;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Form = styled('form')`
  display: flex;
  flex-direction: column;
  gap: 10px;
  border-radius: 8px;

  &:focus {
    outline: none;
  }

  & label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }

  & input {
    box-sizing: border-box;
    padding: 7px 10px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background-color: #fff;
    color: #0f172a;
    font-family: inherit;
    font-size: 0.875rem;
    font-weight: 400;
  }

  & input:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  [data-mui-color-scheme='dark'] & input {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;

const Actions = styled('div')`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 4px;
`;

const buttonBase = `
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 6px 14px;
  border-radius: 8px;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

const PrimaryButton = styled('button')`
  ${buttonBase}
  border: 1px solid #1e40af;
  background-color: #1d4ed8;
  color: #fff;

  &:hover {
    background-color: #1e40af;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;

const SecondaryButton = styled('button')`
  ${buttonBase}
  border: 1px solid #cbd5e1;
  background-color: #fff;
  color: #0f172a;

  &:hover {
    background-color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: transparent;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }
`;

const TriggerButton = styled(SecondaryButton)`
  padding: 4px 12px;
`;
