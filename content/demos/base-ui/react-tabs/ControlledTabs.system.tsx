import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled, useTheme } from '@mui/system';

const steps = [
  { value: 'shipping', label: '1. Shipping', text: 'Deliver to 221 Elm Street, Portland, OR 97205 · Standard, 3 to 5 business days.' },
  { value: 'payment', label: '2. Payment', text: 'Visa ending in 4242 · Billing address same as shipping.' },
  { value: 'review', label: '3. Review', text: '2 items · Subtotal $148.00 · Shipping $6.50 · Total $154.50' },
];

export default function ControlledTabs() {
  // Tabs take the reading direction as a prop, which turns the Left and Right
  // arrow keys around in a right-to-left layout; the theme knows it.
  const direction = useTheme().direction;
  const [step, setStep] = React.useState('shipping');
  const index = steps.findIndex((item) => item.value === step);

  return (
    <Root direction={direction} value={step} onChange={(_event, value) => setStep(value as string)}>
      <List aria-label="Checkout steps">
        {steps.map((item) => (
          <TabButton key={item.value} value={item.value}>
            {item.label}
          </TabButton>
        ))}
      </List>
      {steps.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.text}
        </Panel>
      ))}
      <Footer>
        <NavButton focusableWhenDisabled disabled={index === 0} onClick={() => setStep(steps[index - 1].value)}>
          Back
        </NavButton>
        <NavButton focusableWhenDisabled disabled={index === steps.length - 1} onClick={() => setStep(steps[index + 1].value)}>
          Next
        </NavButton>
      </Footer>
    </Root>
  );
}

const Root = styled(Tabs)`
  width: 100%;
  max-width: 520px;
`;

const List = styled(TabsList)`
  display: flex;
  padding: 4px;
  border-radius: 12px;
  background-color: #f1f5f9;

  [data-mui-color-scheme='dark'] & {
    background-color: #1e293b;
  }
`;

const TabButton = styled(Tab)`
  flex: 1;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 12px;
  border: none;
  border-radius: 8px;
  background-color: transparent;
  color: #475569;
  cursor: pointer;

  &:hover {
    color: #0f172a;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
  }

  &.${tabClasses.selected} {
    background-color: #fff;
    color: #1d4ed8;
    box-shadow: 0 1px 3px rgb(15 23 42 / 0.15);
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.selected} {
    background-color: #0f172a;
    color: #93c5fd;
  }
`;

const Panel = styled(TabPanel)`
  min-height: 48px;
  padding: 16px 4px;
  font-size: 0.875rem;
  line-height: 1.6;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Footer = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
});

const NavButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 6px 16px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #1e293b;
  cursor: pointer;

  &:hover {
    background-color: #f8fafc;
  }

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &.${buttonClasses.disabled} {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;
