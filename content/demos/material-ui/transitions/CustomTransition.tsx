import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Transition, TransitionStatus } from 'react-transition-group';

// A transition of our own: blur and fade in, with the theme's durations and easing.
const styles: Partial<Record<TransitionStatus, React.CSSProperties>> = {
  entering: { opacity: 1, filter: 'blur(0)', transform: 'none' },
  entered: { opacity: 1, filter: 'blur(0)', transform: 'none' },
  exiting: { opacity: 0, filter: 'blur(6px)', transform: 'scale(0.96)' },
  exited: { opacity: 0, filter: 'blur(6px)', transform: 'scale(0.96)', visibility: 'hidden' },
};

function BlurIn({ in: inProp, children }: { in: boolean; children: React.ReactElement }) {
  const theme = useTheme();
  const nodeRef = React.useRef<HTMLDivElement>(null);
  const timeout = { enter: theme.transitions.duration.enteringScreen, exit: theme.transitions.duration.leavingScreen };

  return (
    <Transition in={inProp} timeout={timeout} nodeRef={nodeRef} appear>
      {(state) => (
        <div
          ref={nodeRef}
          style={{
            transition: theme.transitions.create(['opacity', 'filter', 'transform'], {
              duration: state === 'exiting' ? timeout.exit : timeout.enter,
              easing: theme.transitions.easing.easeInOut,
            }),
            ...styles[state],
          }}
        >
          {children}
        </div>
      )}
    </Transition>
  );
}

export default function CustomTransition() {
  const [shown, setShown] = React.useState(true);

  return (
    <Box>
      <FormControlLabel control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />} label="Show" />
      <Box sx={{ height: 120, mt: 1 }}>
        <BlurIn in={shown}>
          <Paper elevation={3} sx={{ p: 2, width: 240 }}>
            <Typography variant="subtitle2">Weekly summary</Typography>
            <Typography variant="body2" color="text.secondary">
              12 tasks done, 3 overdue.
            </Typography>
          </Paper>
        </BlurIn>
      </Box>
    </Box>
  );
}
