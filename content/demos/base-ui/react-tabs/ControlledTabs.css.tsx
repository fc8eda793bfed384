import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Button } from '@mui/base/Button';

const steps = [
  { value: 'shipping', label: '1. Shipping', text: 'Deliver to 221 Elm Street, Portland, OR 97205 · Standard, 3 to 5 business days.' },
  { value: 'payment', label: '2. Payment', text: 'Visa ending in 4242 · Billing address same as shipping.' },
  { value: 'review', label: '3. Review', text: '2 items · Subtotal $148.00 · Shipping $6.50 · Total $154.50' },
];

// The rules are in ControlledTabs.css.
export default function ControlledTabs() {
  const direction = useDocumentDirection();
  const [step, setStep] = React.useState('shipping');
  const index = steps.findIndex((item) => item.value === step);

  return (
    <Tabs direction={direction} value={step} onChange={(_event, value) => setStep(value as string)} className="controlled-tabs">
      <TabsList aria-label="Checkout steps" className="controlled-tabs-list">
        {steps.map((item) => (
          <Tab key={item.value} value={item.value} className="controlled-tabs-tab">
            {item.label}
          </Tab>
        ))}
      </TabsList>
      {steps.map((item) => (
        <TabPanel key={item.value} value={item.value} className="controlled-tabs-panel">
          {item.text}
        </TabPanel>
      ))}
      <div className="controlled-tabs-footer">
        <Button
          className="controlled-tabs-nav"
          focusableWhenDisabled
          disabled={index === 0}
          onClick={() => setStep(steps[index - 1].value)}
        >
          Back
        </Button>
        <Button
          className="controlled-tabs-nav"
          focusableWhenDisabled
          disabled={index === steps.length - 1}
          onClick={() => setStep(steps[index + 1].value)}
        >
          Next
        </Button>
      </div>
    </Tabs>
  );
}

// Base UI Tabs do not read the page's direction: they take it as a prop, which
// turns the Left and Right arrow keys around in a right-to-left layout. Your app
// knows its direction; this demo follows the page's dir attribute.
function useDocumentDirection(): 'ltr' | 'rtl' {
  return React.useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    // The server cannot know it; the arrow keys only matter once the page is live.
    () => 'ltr',
  );
}
