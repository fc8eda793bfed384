import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// The rules are in TabsIntroduction.css.
export default function TabsIntroduction() {
  const direction = useDocumentDirection();
  return (
    <Tabs direction={direction} defaultValue="overview" className="tabs-intro">
      <TabsList aria-label="Trail runner product details" className="tabs-intro-list">
        <Tab value="overview" className="tabs-intro-tab">
          Overview
        </Tab>
        <Tab value="specs" className="tabs-intro-tab">
          Specifications
        </Tab>
        <Tab value="reviews" className="tabs-intro-tab">
          Reviews (24)
        </Tab>
      </TabsList>
      <TabPanel value="overview" tabIndex={0} className="tabs-intro-panel">
        A lightweight trail shoe with a 6 mm drop, a rock plate under the forefoot and a lug pattern that grips wet limestone.
      </TabPanel>
      <TabPanel value="specs" tabIndex={0} className="tabs-intro-panel">
        Weight 280 g (US 9) · Stack height 32 mm / 26 mm · Lugs 5 mm · Upper recycled mesh
      </TabPanel>
      <TabPanel value="reviews" tabIndex={0} className="tabs-intro-panel">
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
