import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const steps: string[] = ['Order placed', 'Payment confirmed', 'Packed at the warehouse', 'Out for delivery'];

export default function OrderTimeline() {
  return (
    <Timeline>
      {steps.map((step, index) => (
        <TimelineItem key={step}>
          <TimelineSeparator>
            <TimelineDot />
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
