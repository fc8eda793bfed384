import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { styled, useTheme } from '@mui/system';

export default function UseTabs() {
  // useTabs holds the selected value and links each tab to its panel.
  // Tabs take the reading direction as a prop, which turns the Left and Right
  // arrow keys around in a right-to-left layout; the theme knows it.
  const direction = useTheme().direction;
  const { contextValue } = useTabs({ defaultValue: 'inbox', direction });

  return (
    <Root>
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
    </Root>
  );
}

function MailTabsList(props: { label: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    <TabsListProvider value={contextValue}>
      <List {...getRootProps()} aria-label={props.label}>
        {props.children}
      </List>
    </TabsListProvider>
  );
}

function MailTab(props: { value: string; count?: number; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected, focusVisible } = useTab({ value: props.value, rootRef });
  const className = [selected && 'selected', focusVisible && 'focus-visible'].filter(Boolean).join(' ');
  return (
    <TabButton {...getRootProps()} className={className || undefined}>
      {props.children}
      {props.count ? <Count>{props.count}</Count> : null}
    </TabButton>
  );
}

function MailTabPanel(props: { value: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLElement>(null);
  const { getRootProps, hidden } = useTabPanel({ value: props.value, rootRef });
  return (
    <Panel {...getRootProps()} role="tabpanel">
      {hidden ? null : props.children}
    </Panel>
  );
}

const Root = styled('div')({
  width: '100%',
  maxWidth: 460,
});

const List = styled('div')`
  display: flex;
  gap: 8px;
`;

const TabButton = styled('button')`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 6px 14px;
  border: 1px solid #cbd5e1;
  border-radius: 999px;
  background-color: #fff;
  color: #334155;
  cursor: pointer;

  &:hover {
    background-color: #f8fafc;
  }

  &.selected {
    border-color: #047857;
    background-color: #047857;
    color: #fff;
  }

  &.focus-visible {
    outline: 3px solid #6ee7b7;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &.selected {
    border-color: #34d399;
    background-color: #34d399;
    color: #022c22;
  }
`;

const Count = styled('span')`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background-color: rgb(15 23 42 / 0.08);
  font-size: 0.75rem;

  .selected > & {
    background-color: rgb(255 255 255 / 0.25);
  }

  [data-mui-color-scheme='dark'] & {
    background-color: rgb(255 255 255 / 0.12);
  }

  [data-mui-color-scheme='dark'] .selected > & {
    background-color: rgb(2 44 34 / 0.15);
  }
`;

const Panel = styled('section')`
  margin-top: 12px;
  padding: 12px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  font-size: 0.875rem;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    color: #cbd5e1;
  }
`;
