import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const routes = [
  { tab: 'overview', label: 'Overview', text: 'On track: 18 of 24 tasks done, launch planned for May 14.' },
  { tab: 'tasks', label: 'Tasks', text: '6 open tasks, 2 of them due this week.' },
  { tab: 'files', label: 'Files', text: '12 files. Latest upload: roadmap-q3.pdf by Kenji Watanabe.' },
];

// The rules are in LinkTabs.css.
export default function LinkTabs() {
  const direction = useDocumentDirection();
  // Stands in for a router: a real app reads the `tab` query parameter from
  // its router and navigates with it in onChange.
  const [tab, setTab] = React.useState(routes[0].tab);

  return (
    <Tabs direction={direction} value={tab} onChange={(_event, value) => setTab(value as string)} className="link-tabs">
      <p className="link-tabs-address">/projects/atlas?tab={tab}</p>
      <TabsList aria-label="Project Atlas" className="link-tabs-list">
        {routes.map((route) => (
          <Tab key={route.tab} value={route.tab} href={`?tab=${route.tab}`} slots={{ root: TabLink }} className="link-tabs-tab">
            {route.label}
          </Tab>
        ))}
      </TabsList>
      {routes.map((route) => (
        <TabPanel key={route.tab} value={route.tab} className="link-tabs-panel">
          {route.text}
        </TabPanel>
      ))}
    </Tabs>
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
