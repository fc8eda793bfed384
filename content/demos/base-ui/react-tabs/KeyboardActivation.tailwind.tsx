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

export default function KeyboardActivation() {
  return (
    <div className="flex flex-wrap justify-center gap-8">
      <Forecast title="Manual activation (default)" />
      <Forecast title="selectionFollowsFocus" selectionFollowsFocus />
    </div>
  );
}

function Forecast(props: { title: string; selectionFollowsFocus?: boolean }) {
  const direction = useDocumentDirection();
  const titleId = React.useId();
  return (
    <div className="w-60">
      <p id={titleId} className="mt-0 mb-2 text-xs font-semibold text-slate-600 dark:text-slate-400">
        {props.title}
      </p>
      <Tabs direction={direction} defaultValue="mon" selectionFollowsFocus={props.selectionFollowsFocus}>
        <TabsList aria-labelledby={titleId} className="flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          {days.map((day) => (
            <Tab
              key={day.value}
              value={day.value}
              disabled={day.disabled}
              className="flex-1 cursor-pointer rounded-lg border-0 bg-transparent py-1.5 [font-family:inherit] text-sm leading-normal font-semibold text-slate-600 focus-visible:outline-3 focus-visible:outline-blue-300 dark:text-slate-400 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-400 [&.base--disabled]:line-through dark:[&.base--disabled]:text-slate-500 [&.base--selected]:bg-white [&.base--selected]:text-blue-700 [&.base--selected]:shadow-sm dark:[&.base--selected]:bg-slate-900 dark:[&.base--selected]:text-blue-300"
            >
              {day.label}
            </Tab>
          ))}
        </TabsList>
        {days.map((day) => (
          <TabPanel key={day.value} value={day.value} className="px-1 pt-3 text-sm text-slate-700 dark:text-slate-300">
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
