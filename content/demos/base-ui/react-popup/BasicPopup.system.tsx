import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const options = [
  { name: 'Standard', detail: '3 to 5 business days', price: 'Free' },
  { name: 'Express', detail: '1 to 2 business days', price: '$9.90' },
  { name: 'Store pickup', detail: 'Ready tomorrow after 2 pm', price: 'Free' },
];

export default function BasicPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <TriggerButton
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Delivery options
      </TriggerButton>
      <StyledPopup id={popupId} role="dialog" aria-label="Delivery options" anchor={anchor} open={open} offset={8}>
        <List>
          {options.map((option) => (
            <Row key={option.name}>
              <span>
                <Name>{option.name}</Name>
                <Detail>{option.detail}</Detail>
              </span>
              <Price>{option.price}</Price>
            </Row>
          ))}
        </List>
      </StyledPopup>
    </div>
  );
}

const TriggerButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
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

// The class name styled() generates lands on the popup's root slot.
const StyledPopup = styled(Popup)`
  box-sizing: border-box;
  width: 280px;
  max-width: calc(100vw - 32px);
  padding: 4px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }
`;

const List = styled('ul')`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled('li')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;

  & + & {
    border-top: 1px solid #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & + & {
    border-top-color: #334155;
  }
`;

const Name = styled('span')`
  display: block;
  font-weight: 600;
`;

const Detail = styled('span')`
  display: block;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Price = styled('span')`
  font-weight: 600;
`;
