import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const PLANS = [
  { value: 'monthly', label: 'Monthly', price: '$12', period: 'per seat, billed every month', note: 'Cancel at any time.' },
  {
    value: 'yearly',
    label: 'Yearly',
    price: '$120',
    period: 'per seat, billed once a year',
    note: 'Two months free compared with monthly billing.',
  },
  {
    value: 'lifetime',
    label: 'Lifetime',
    price: '$390',
    period: 'per seat, paid once',
    note: 'Includes updates for the current major version.',
  },
];

// Each Tab styles its own state classes with arbitrary variants:
// [&.base--selected] applies when Base UI adds base--selected to the tab.
const tabClassName = [
  'flex-1 cursor-pointer rounded-md border-0 bg-transparent px-3 py-1.5 [font-family:inherit] text-sm font-semibold text-slate-600 transition-colors',
  'hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300',
  '[&.base--selected]:bg-white [&.base--selected]:text-blue-700 [&.base--selected]:shadow-sm',
  'dark:text-slate-300 dark:hover:text-white dark:[&.base--selected]:bg-slate-900 dark:[&.base--selected]:text-blue-300',
].join(' ');

export default function PlanTabs() {
  const direction = useDocumentDirection();
  return (
    <Tabs direction={direction} defaultValue="yearly" className="w-full max-w-[360px] text-slate-900 dark:text-slate-100">
      <TabsList aria-label="Billing period" className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {PLANS.map((plan) => (
          <Tab key={plan.value} value={plan.value} className={tabClassName}>
            {plan.label}
          </Tab>
        ))}
      </TabsList>
      {PLANS.map((plan) => (
        <TabPanel key={plan.value} value={plan.value} className="px-1 pt-4">
          <p className="m-0 text-3xl font-bold">
            {plan.price} <span className="text-sm font-normal text-slate-600 dark:text-slate-300">{plan.period}</span>
          </p>
          <p className="mt-1 mb-0 text-sm text-slate-600 dark:text-slate-300">{plan.note}</p>
        </TabPanel>
      ))}
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
