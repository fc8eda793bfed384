import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

const days = [
  { value: 'mon', label: 'Mon', forecast: 'Light rain, 61 °F' },
  { value: 'tue', label: 'Tue', forecast: 'Cloudy, 64 °F' },
  { value: 'wed', label: 'Wed', forecast: '', disabled: true },
  { value: 'thu', label: 'Thu', forecast: 'Sunny, 72 °F' },
];

export default function KeyboardActivation() {
  return (
    <Row>
      <Forecast title="Manual activation (default)" />
      <Forecast title="selectionFollowsFocus" selectionFollowsFocus />
    </Row>
  );
}

function Forecast(props: { title: string; selectionFollowsFocus?: boolean }) {
  // Tabs take the reading direction as a prop, which turns the Left and Right
  // arrow keys around in a right-to-left layout; the theme knows it.
  const direction = useTheme().direction;
  const titleId = React.useId();
  return (
    <Group>
      <Title id={titleId}>{props.title}</Title>
      <Tabs direction={direction} defaultValue="mon" selectionFollowsFocus={props.selectionFollowsFocus}>
        <List aria-labelledby={titleId}>
          {days.map((day) => (
            <DayTab key={day.value} value={day.value} disabled={day.disabled}>
              {day.label}
            </DayTab>
          ))}
        </List>
        {days.map((day) => (
          <Panel key={day.value} value={day.value}>
            {day.forecast}
          </Panel>
        ))}
      </Tabs>
    </Group>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 32,
});

const Group = styled('div')({
  width: 240,
});

const Title = styled('p')`
  margin: 0 0 8px;
  font-size: 0.75rem;
  font-weight: 600;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const List = styled(TabsList)`
  display: flex;
  padding: 4px;
  border-radius: 12px;
  background-color: #f1f5f9;

  [data-mui-color-scheme='dark'] & {
    background-color: #1e293b;
  }
`;

const DayTab = styled(Tab)`
  flex: 1;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 6px 0;
  border: none;
  border-radius: 8px;
  background-color: transparent;
  color: #475569;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid #93c5fd;
  }

  &.${tabClasses.selected} {
    background-color: #fff;
    color: #1d4ed8;
    box-shadow: 0 1px 3px rgb(15 23 42 / 0.15);
  }

  &.${tabClasses.disabled} {
    color: #94a3b8;
    text-decoration: line-through;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.selected} {
    background-color: #0f172a;
    color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.disabled} {
    color: #64748b;
  }
`;

const Panel = styled(TabPanel)`
  padding: 12px 4px 0;
  font-size: 0.875rem;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
