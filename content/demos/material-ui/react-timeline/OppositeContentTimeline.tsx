import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const agenda: { time: string; talk: string }[] = [
  { time: '09:00', talk: 'Welcome and coffee' },
  { time: '09:30', talk: 'Keynote: Designing for slow networks' },
  { time: '11:00', talk: 'Workshop: Accessible forms' },
  { time: '12:30', talk: 'Lunch on the terrace' },
];

export default function OppositeContentTimeline() {
  return (
    <Timeline>
      {agenda.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent color="text.secondary" sx={{ flex: 0.25 }}>
            {slot.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" variant="outlined" />
            {index < agenda.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{slot.talk}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
