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

const navButtonClassName =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-1.5 [font-family:inherit] text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';

export default function ControlledTabs() {
  const direction = useDocumentDirection();
  const [step, setStep] = React.useState('shipping');
  const index = steps.findIndex((item) => item.value === step);

  return (
    <Tabs direction={direction} value={step} onChange={(_event, value) => setStep(value as string)} className="w-full max-w-[520px]">
      <TabsList aria-label="Checkout steps" className="flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {steps.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            className="flex-1 cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-300 dark:text-slate-400 dark:hover:text-slate-100 [&.base--selected]:bg-white [&.base--selected]:text-blue-700 [&.base--selected]:shadow-sm dark:[&.base--selected]:bg-slate-900 dark:[&.base--selected]:text-blue-300"
          >
            {item.label}
          </Tab>
        ))}
      </TabsList>
      {steps.map((item) => (
        <TabPanel
          key={item.value}
          value={item.value}
          className="min-h-12 px-1 py-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
        >
          {item.text}
        </TabPanel>
      ))}
      <div className="flex justify-between">
        <Button className={navButtonClassName} focusableWhenDisabled disabled={index === 0} onClick={() => setStep(steps[index - 1].value)}>
          Back
        </Button>
        <Button
          className={navButtonClassName}
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
