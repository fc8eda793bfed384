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

// The rules are in VerticalTabs.css.
export default function VerticalTabs() {
  const direction = useDocumentDirection();
  return (
    <Tabs direction={direction} defaultValue="profile" orientation="vertical" className="vertical-tabs">
      <TabsList aria-label="Account settings" className="vertical-tabs-list">
        {sections.map((section) => (
          <Tab key={section.value} value={section.value} className="vertical-tabs-tab">
            {section.label}
          </Tab>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabPanel key={section.value} value={section.value} tabIndex={0} className="vertical-tabs-panel">
          <h3>{section.label}</h3>
          <p>{section.text}</p>
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
