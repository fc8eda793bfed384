import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';

const views = [
  { label: 'Tasks', text: 'Four tasks are due this week.', fab: { color: 'primary', icon: <AddIcon />, action: 'Add a task' } },
  {
    label: 'Notes',
    text: 'The meeting notes were updated on Monday.',
    fab: { color: 'secondary', icon: <EditIcon />, action: 'Edit the notes' },
  },
  { label: 'Files', text: 'Two files are shared with the team.', fab: { color: 'success', icon: <UploadIcon />, action: 'Upload a file' } },
] as const;

export default function TabsFab() {
  const theme = useTheme();
  const [tab, setTab] = React.useState<number>(0);
  const duration = { enter: theme.transitions.duration.enteringScreen, exit: theme.transitions.duration.leavingScreen };

  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 420, minHeight: 200, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="fullWidth" aria-label="Project views">
        {views.map((view, index) => (
          <Tab key={view.label} label={view.label} id={`fab-tab-${index}`} aria-controls={`fab-panel-${index}`} />
        ))}
      </Tabs>
      <Typography role="tabpanel" id={`fab-panel-${tab}`} aria-labelledby={`fab-tab-${tab}`} sx={{ p: 2 }}>
        {views[tab].text}
      </Typography>
      {views.map((view, index) => (
        <Zoom
          key={view.label}
          in={tab === index}
          timeout={duration}
          // Waiting for the old button to shrink keeps the two from overlapping in the corner.
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab color={view.fab.color} aria-label={view.fab.action} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
            {view.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
