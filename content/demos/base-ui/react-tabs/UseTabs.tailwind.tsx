import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';

export default function UseTabs() {
  // useTabs holds the selected value and links each tab to its panel.
  const direction = useDocumentDirection();
  const { contextValue } = useTabs({ defaultValue: 'inbox', direction });

  return (
    <div className="w-full max-w-[460px]">
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
      <div {...getRootProps()} aria-label={props.label} className="flex gap-2">
        {props.children}
      </div>
    </TabsListProvider>
  );
}

function MailTab(props: { value: string; count?: number; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected, focusVisible } = useTab({ value: props.value, rootRef });
  return (
    <button
      {...getRootProps()}
      className={[
        'inline-flex cursor-pointer items-center gap-2 rounded-full border border-solid px-3.5 py-1.5 [font-family:inherit] text-sm leading-normal font-semibold',
        selected
          ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-emerald-950'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
        focusVisible ? 'outline-3 outline-offset-2 outline-emerald-300' : '',
      ].join(' ')}
    >
      {props.children}
      {props.count ? (
        <span
          className={[
            'min-w-5 rounded-full px-1.5 text-xs',
            selected ? 'bg-white/25 dark:bg-emerald-950/15' : 'bg-slate-900/10 dark:bg-white/10',
          ].join(' ')}
        >
          {props.count}
        </span>
      ) : null}
    </button>
  );
}

function MailTabPanel(props: { value: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLElement>(null);
  const { getRootProps, hidden } = useTabPanel({ value: props.value, rootRef });
  return (
    <section
      {...getRootProps()}
      role="tabpanel"
      className="mt-3 rounded-xl border border-solid border-slate-200 px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
    >
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
