import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';

// The rules are in UseTabs.css.
export default function UseTabs() {
  // useTabs holds the selected value and links each tab to its panel.
  const direction = useDocumentDirection();
  const { contextValue } = useTabs({ defaultValue: 'inbox', direction });

  return (
    <div className="use-tabs">
      <TabsProvider value={contextValue}>
        <MailTabsList label="Mailbox">
          <MailTab value="inbox" count={12}>
            Inbox
          </MailTab>
          <MailTab value="drafts" count={3}>
            Drafts
          </MailTab>
          <MailTab value="sent">Sent</MailTab>
        </MailTabsList>
        <MailTabPanel value="inbox">Amara Okafor: “Venue confirmed for the June offsite”</MailTabPanel>
        <MailTabPanel value="drafts">Re: Q3 hiring plan · last edited yesterday</MailTabPanel>
        <MailTabPanel value="sent">To Lucas Meyer: “Signed contract attached”</MailTabPanel>
      </TabsProvider>
    </div>
  );
}

function MailTabsList(props: { label: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    <TabsListProvider value={contextValue}>
      <div {...getRootProps()} aria-label={props.label} className="use-tabs-list">
        {props.children}
      </div>
    </TabsListProvider>
  );
}

function MailTab(props: { value: string; count?: number; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected, focusVisible } = useTab({ value: props.value, rootRef });
  const className = ['use-tabs-tab', selected && 'selected', focusVisible && 'focus-visible'];
  return (
    <button {...getRootProps()} className={className.filter(Boolean).join(' ')}>
      {props.children}
      {props.count ? <span className="use-tabs-count">{props.count}</span> : null}
    </button>
  );
}

function MailTabPanel(props: { value: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLElement>(null);
  const { getRootProps, hidden } = useTabPanel({ value: props.value, rootRef });
  return (
    <section {...getRootProps()} role="tabpanel" className="use-tabs-panel">
      {hidden ? null : props.children}
    </section>
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
