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
  return (
    <Tabs defaultValue="profile" orientation="vertical" className="vertical-tabs">
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
