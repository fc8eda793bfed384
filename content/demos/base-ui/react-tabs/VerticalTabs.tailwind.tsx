import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const sections = [
  { value: 'profile', label: 'Profile', text: 'Name, photo and the time zone shown to your teammates.' },
  { value: 'notifications', label: 'Notifications', text: 'Email digests, mentions and reminders for due tasks.' },
  { value: 'security', label: 'Security', text: 'Password, two-step verification and signed-in devices.' },
  { value: 'billing', label: 'Billing', text: 'Plan, invoices and the card charged on the 1st of each month.' },
];

export default function VerticalTabs() {
  const direction = useDocumentDirection();
  return (
    <Tabs direction={direction} defaultValue="profile" orientation="vertical" className="flex w-full max-w-[560px] gap-6">
      <TabsList
        aria-label="Account settings"
        className="flex min-w-[150px] shrink-0 flex-col gap-0.5 border-0 border-e border-solid border-slate-200 pe-4 dark:border-slate-700"
      >
        {sections.map((section) => (
          <Tab
            key={section.value}
            value={section.value}
            className="cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 text-start [font-family:inherit] text-sm leading-normal font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 [&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 dark:[&.base--selected]:bg-blue-950 dark:[&.base--selected]:text-blue-300"
          >
            {section.label}
          </Tab>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabPanel
          key={section.value}
          value={section.value}
          tabIndex={0}
          className="flex-1 text-sm text-slate-700 focus-visible:rounded focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-blue-300 dark:text-slate-300"
        >
          <h3 className="mt-1 mb-2 text-base text-slate-900 dark:text-slate-100">{section.label}</h3>
          <p className="m-0 leading-relaxed">{section.text}</p>
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
