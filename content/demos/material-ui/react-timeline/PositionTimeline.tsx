import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Timeline, { TimelineProps } from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

type Position = NonNullable<TimelineProps['position']>;

const positions: Position[] = ['right', 'left', 'alternate', 'alternate-reverse'];
const steps: { day: string; text: string }[] = [
  { day: 'Mon', text: 'Order placed' },
  { day: 'Tue', text: 'Packed' },
  { day: 'Wed', text: 'Handed to the courier' },
];

export default function PositionTimeline() {
  const [position, setPosition] = React.useState<Position>('alternate-reverse');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_event, value: Position | null) => value && setPosition(value)}
        aria-label="Timeline position"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position}>
        {steps.map((step, index) => (
          <TimelineItem key={step.text}>
            <TimelineOppositeContent color="text.secondary">{step.day}</TimelineOppositeContent>
            <TimelineSeparator>
              <TimelineDot color="primary" />
              {index < steps.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{step.text}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Box>
  );
}
