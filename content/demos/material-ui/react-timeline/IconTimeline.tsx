import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import CodeIcon from '@mui/icons-material/Code';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';

const stages: { label: string; detail: string; date: string; color: TimelineDotProps['color']; icon: JSX.Element }[] = [
  { label: 'Bug reported', detail: 'Export button does nothing in Safari', date: 'Mar 3', color: 'error', icon: <BugReportIcon /> },
  { label: 'Fix written', detail: 'Pull request with a regression test', date: 'Mar 4', color: 'primary', icon: <CodeIcon /> },
  { label: 'Build passed', detail: 'All 412 checks green', date: 'Mar 5', color: 'secondary', icon: <BuildIcon /> },
  { label: 'Released', detail: 'Shipped in version 2.8.1', date: 'Mar 6', color: 'success', icon: <RocketLaunchIcon /> },
];

export default function IconTimeline() {
  return (
    <Timeline>
      {stages.map((stage, index) => (
        <TimelineItem key={stage.label}>
          <TimelineOppositeContent sx={{ m: 'auto 0' }} variant="body2" color="text.secondary">
            {stage.date}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : 'visible' }} />
            <TimelineDot color={stage.color}>{stage.icon}</TimelineDot>
            <TimelineConnector sx={{ visibility: index === stages.length - 1 ? 'hidden' : 'visible' }} />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5 }}>
            <Typography component="span" variant="subtitle1">
              {stage.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {stage.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
