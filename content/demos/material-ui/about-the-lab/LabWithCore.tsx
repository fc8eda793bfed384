import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardHeader from '@mui/material/CardHeader';

const steps: string[] = ['Parcel collected', 'Sorted in Leeds', 'Out for delivery'];

export default function LabWithCore() {
  const [shown, setShown] = React.useState(2);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRefresh = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setShown((count) => Math.min(count + 1, steps.length));
      setLoading(false);
    }, 1200);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardHeader title="Parcel 4471" subheader="Core Card, lab Timeline and LoadingButton" />
      <Timeline sx={{ my: 0, [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 } }}>
        {steps.slice(0, shown).map((step, index) => (
          <TimelineItem key={step}>
            <TimelineSeparator>
              <TimelineDot color={index === shown - 1 ? 'primary' : 'grey'} />
              {index < shown - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{step}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
      <CardActions>
        <LoadingButton loading={loading} disabled={shown === steps.length} onClick={handleRefresh}>
          Refresh status
        </LoadingButton>
      </CardActions>
    </Card>
  );
}
