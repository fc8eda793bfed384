import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const changes: string[] = ['Renamed the project to Atlas', 'Invited Priya as an editor', 'Archived the 2023 budget board'];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      sx={{
        p: 0,
        [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 },
      }}
    >
      {changes.map((change, index) => (
        <TimelineItem key={change}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="grey" />
            {index < changes.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{change}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
