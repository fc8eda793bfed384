import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

const routes = [
  { tab: 'overview', label: 'Overview', text: 'On track: 18 of 24 tasks done, launch planned for May 14.' },
  { tab: 'tasks', label: 'Tasks', text: '6 open tasks, 2 of them due this week.' },
  { tab: 'files', label: 'Files', text: '12 files. Latest upload: roadmap-q3.pdf by Kenji Watanabe.' },
];

export default function LinkTabs() {
  // Tabs take the reading direction as a prop, which turns the Left and Right
  // arrow keys around in a right-to-left layout; the theme knows it.
  const direction = useTheme().direction;
  // Stands in for a router: a real app reads the `tab` query parameter from
  // its router and navigates with it in onChange.
  const [tab, setTab] = React.useState(routes[0].tab);

  return (
    <Root direction={direction} value={tab} onChange={(_event, value) => setTab(value as string)}>
      <Address>/projects/atlas?tab={tab}</Address>
      <List aria-label="Project Atlas">
        {routes.map((route) => (
          <TabButton key={route.tab} value={route.tab} href={`?tab=${route.tab}`} slots={{ root: TabLink }}>
            {route.label}
          </TabButton>
        ))}
      </List>
      {routes.map((route) => (
        <Panel key={route.tab} value={route.tab}>
          {route.text}
        </Panel>
      ))}
    </Root>
  );
}

// The root slot of each Tab: an <a> element, as a router's link component
// would render. Base UI passes it the tab's props and its owner state.
const TabLink = React.forwardRef(function TabLink(
  props: React.AnchorHTMLAttributes<HTMLAnchorElement> & { ownerState?: unknown },
  ref: React.ForwardedRef<HTMLAnchorElement>,
) {
  const { ownerState, onClick, ...other } = props;
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Leave Ctrl, Cmd and Shift clicks to the browser: they open the address elsewhere.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    onClick?.(event); // Base UI selects the tab; Tabs' onChange navigates.
    event.preventDefault(); // No page load.
  };
  return <a {...other} ref={ref} onClick={handleClick} />;
});

const Root = styled(Tabs)`
  width: 100%;
  max-width: 520px;
`;

const Address = styled('p')`
  margin: 0 0 12px;
  padding: 6px 12px;
  border-radius: 999px;
  background-color: #f1f5f9;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    background-color: #1e293b;
    color: #cbd5e1;
  }
`;

const List = styled(TabsList)`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
  }
`;

const TabButton = styled(Tab)`
  margin-bottom: -1px;
  padding: 10px 14px;
  border-bottom: 2px solid transparent;
  font-size: 0.875rem;
  font-weight: 600;
  color: #475569;
  text-decoration: none;

  &:hover {
    color: #0f172a;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: -3px;
    border-radius: 8px 8px 0 0;
  }

  &.${tabClasses.selected} {
    border-bottom-color: #1d4ed8;
    color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.selected} {
    border-bottom-color: #60a5fa;
    color: #93c5fd;
  }
`;

const Panel = styled(TabPanel)`
  padding: 16px 4px 4px;
  font-size: 0.875rem;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
