import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const days = [
  { value: 'mon', label: 'Mon', forecast: 'Light rain, 61 °F' },
  { value: 'tue', label: 'Tue', forecast: 'Cloudy, 64 °F' },
  { value: 'wed', label: 'Wed', forecast: '', disabled: true },
  { value: 'thu', label: 'Thu', forecast: 'Sunny, 72 °F' },
];

// The rules are in KeyboardActivation.css.
export default function KeyboardActivation() {
  return (
    <div className="activation-tabs">
      <Forecast title="Manual activation (default)" />
      <Forecast title="selectionFollowsFocus" selectionFollowsFocus />
    </div>
  );
}

function Forecast(props: { title: string; selectionFollowsFocus?: boolean }) {
  const direction = useDocumentDirection();
  const titleId = React.useId();
  return (
    <div className="activation-tabs-group">
      <p id={titleId} className="activation-tabs-title">
        {props.title}
      </p>
      <Tabs direction={direction} defaultValue="mon" selectionFollowsFocus={props.selectionFollowsFocus}>
        <TabsList aria-labelledby={titleId} className="activation-tabs-list">
          {days.map((day) => (
            <Tab key={day.value} value={day.value} disabled={day.disabled} className="activation-tabs-tab">
              {day.label}
            </Tab>
          ))}
        </TabsList>
        {days.map((day) => (
          <TabPanel key={day.value} value={day.value} className="activation-tabs-panel">
            {day.forecast}
          </TabPanel>
        ))}
      </Tabs>
    </div>
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
