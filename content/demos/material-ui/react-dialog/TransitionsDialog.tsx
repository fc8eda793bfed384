import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Zoom from '@mui/material/Zoom';
import { TransitionProps } from '@mui/material/transitions';

type Props = TransitionProps & { children: React.ReactElement };

// Each transition forwards its ref: the dialog needs it to find the element it animates.
const transitions = {
  Grow: React.forwardRef(function GrowTransition(props: Props, ref: React.Ref<unknown>) {
    return <Grow ref={ref} {...props} />;
  }),
  Zoom: React.forwardRef(function ZoomTransition(props: Props, ref: React.Ref<unknown>) {
    return <Zoom ref={ref} {...props} />;
  }),
  Slide: React.forwardRef(function SlideTransition(props: Props, ref: React.Ref<unknown>) {
    return <Slide direction="down" ref={ref} {...props} />;
  }),
};

type Name = keyof typeof transitions;

export default function TransitionsDialog() {
  const [name, setName] = React.useState<Name>('Grow');
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {(Object.keys(transitions) as Name[]).map((key) => (
        <Button
          key={key}
          variant="outlined"
          onClick={() => {
            setName(key);
            setOpen(true);
          }}
        >
          {key}
        </Button>
      ))}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={transitions[name]}
        transitionDuration={{ enter: 400, exit: 200 }}
        aria-labelledby="transition-dialog-title"
      >
        <DialogTitle id="transition-dialog-title">{name} transition</DialogTitle>
        <DialogContent>
          <DialogContentText>This dialog entered in 400 milliseconds and will leave in 200.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
