import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones: { year: string; event: string }[] = [
  { year: '2016', event: 'Two friends open a bakery in a rented garage' },
  { year: '2018', event: 'First shop on Mill Street' },
  { year: '2021', event: 'Sourdough classes start on Saturdays' },
  { year: '2024', event: 'Second shop opens by the harbor' },
];

export default function AlternateTimeline() {
  return (
    <Timeline position="alternate">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.year}>
          <TimelineOppositeContent color="text.secondary">{milestone.year}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={index % 2 === 0 ? 'secondary' : 'primary'} />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{milestone.event}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
