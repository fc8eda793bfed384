import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const checks: { time: string; label: string; color: TimelineDotProps['color']; variant: TimelineDotProps['variant'] }[] = [
  { time: '09:00', label: 'Tests passed', color: 'success', variant: 'filled' },
  { time: '09:05', label: 'Coverage dropped 2%', color: 'warning', variant: 'filled' },
  { time: '09:12', label: 'Deploy to staging failed', color: 'error', variant: 'filled' },
  { time: '09:30', label: 'Retry in progress', color: 'info', variant: 'outlined' },
  { time: 'Later', label: 'Production release (waiting)', color: 'grey', variant: 'outlined' },
];

export default function DotStylesTimeline() {
  return (
    <Timeline>
      {checks.map((check, index) => (
        <TimelineItem key={check.label}>
          <TimelineOppositeContent color="text.secondary" sx={{ flex: 0.3 }}>
            {check.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={check.color} variant={check.variant} />
            {index < checks.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{check.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
