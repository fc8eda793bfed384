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

export default function LinkTabs() {
  const direction = useDocumentDirection();
  // Stands in for a router: a real app reads the `tab` query parameter from
  // its router and navigates with it in onChange.
  const [tab, setTab] = React.useState(routes[0].tab);

  return (
    <Tabs direction={direction} value={tab} onChange={(_event, value) => setTab(value as string)} className="w-full max-w-[520px]">
      <p className="mt-0 mb-3 rounded-full bg-slate-100 px-3 py-1.5 font-mono text-[0.8125rem] text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        /projects/atlas?tab={tab}
      </p>
      <TabsList aria-label="Project Atlas" className="flex gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700">
        {routes.map((route) => (
          <Tab
            key={route.tab}
            value={route.tab}
            href={`?tab=${route.tab}`}
            slots={{ root: TabLink }}
            className="-mb-px border-0 border-b-2 border-solid border-transparent px-3.5 py-2.5 text-sm font-semibold text-slate-600 no-underline hover:text-slate-900 focus-visible:rounded-t-lg focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-300 dark:text-slate-400 dark:hover:text-slate-100 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-400 dark:[&.base--selected]:text-blue-300"
          >
            {route.label}
          </Tab>
        ))}
      </TabsList>
      {routes.map((route) => (
        <TabPanel key={route.tab} value={route.tab} className="px-1 pt-4 pb-1 text-sm text-slate-700 dark:text-slate-300">
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
