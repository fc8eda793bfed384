import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

const sections = [
  { value: 'profile', label: 'Profile', text: 'Name, photo and the time zone shown to your teammates.' },
  { value: 'notifications', label: 'Notifications', text: 'Email digests, mentions and reminders for due tasks.' },
  { value: 'security', label: 'Security', text: 'Password, two-step verification and signed-in devices.' },
  { value: 'billing', label: 'Billing', text: 'Plan, invoices and the card charged on the 1st of each month.' },
];

export default function VerticalTabs() {
  // Tabs take the reading direction as a prop, which turns the Left and Right
  // arrow keys around in a right-to-left layout; the theme knows it.
  const direction = useTheme().direction;
  return (
    <Root direction={direction} defaultValue="profile" orientation="vertical">
      <List aria-label="Account settings">
        {sections.map((section) => (
          <TabButton key={section.value} value={section.value}>
            {section.label}
          </TabButton>
        ))}
      </List>
      {sections.map((section) => (
        <Panel key={section.value} value={section.value} tabIndex={0}>
          <h3>{section.label}</h3>
          <p>{section.text}</p>
        </Panel>
      ))}
    </Root>
  );
}

const Root = styled(Tabs)`
  display: flex;
  gap: 24px;
  width: 100%;
  max-width: 560px;
`;

const List = styled(TabsList)`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  gap: 2px;
  min-width: 150px;
  padding-right: 16px;
  border-right: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
  }
`;

const TabButton = styled(Tab)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  line-height: 1.5;
  padding: 8px 12px;
  border: none;
  border-radius: 8px;
  background-color: transparent;
  color: #475569;
  text-align: left;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
    color: #0f172a;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  &.${tabClasses.selected} {
    background-color: #eff6ff;
    color: #1d4ed8;
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.selected} {
    background-color: #172554;
    color: #93c5fd;
  }
`;

const Panel = styled(TabPanel)`
  flex: 1;
  font-size: 0.875rem;
  color: #334155;

  & h3 {
    margin: 4px 0 8px;
    font-size: 1rem;
    color: #0f172a;
  }

  & p {
    margin: 0;
    line-height: 1.6;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 4px;
    border-radius: 4px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }

  [data-mui-color-scheme='dark'] & h3 {
    color: #f1f5f9;
  }
`;
