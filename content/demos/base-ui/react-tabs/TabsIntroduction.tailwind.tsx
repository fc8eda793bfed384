import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const tabClassName =
  '-mb-px cursor-pointer rounded-t-lg border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 [font-family:inherit] text-sm leading-normal font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-300 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-400 dark:[&.base--selected]:text-blue-300';
const panelClassName =
  'px-1 pt-4 pb-1 text-sm leading-relaxed text-slate-700 focus-visible:rounded-lg focus-visible:outline-3 focus-visible:outline-blue-300 dark:text-slate-300';

export default function TabsIntroduction() {
  const direction = useDocumentDirection();
  return (
    <Tabs direction={direction} defaultValue="overview" className="w-full max-w-[520px]">
      <TabsList
        aria-label="Trail runner product details"
        className="flex gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700"
      >
        <Tab value="overview" className={tabClassName}>
          Overview
        </Tab>
        <Tab value="specs" className={tabClassName}>
          Specifications
        </Tab>
        <Tab value="reviews" className={tabClassName}>
          Reviews (24)
        </Tab>
      </TabsList>
      <TabPanel value="overview" tabIndex={0} className={panelClassName}>
        A lightweight trail shoe with a 6 mm drop, a rock plate under the forefoot and a lug pattern that grips wet limestone.
      </TabPanel>
      <TabPanel value="specs" tabIndex={0} className={panelClassName}>
        Weight 280 g (US 9) · Stack height 32 mm / 26 mm · Lugs 5 mm · Upper recycled mesh
      </TabPanel>
      <TabPanel value="reviews" tabIndex={0} className={panelClassName}>
        4.6 out of 5 from 24 runners. “Stable on descents, roomy toe box.” (Ines, Lisbon)
      </TabPanel>
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
