import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow, { GrowProps } from '@mui/material/Grow';
import Slide, { SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { TransitionProps } from '@mui/material/transitions';

// Defined once, outside the component: a new function on every render would
// remount the transition and restart it.
function SlideFromLeft(props: SlideProps) {
  return <Slide {...props} direction="right" />;
}
function SlideFromRight(props: SlideProps) {
  return <Slide {...props} direction="left" />;
}
function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}
function GrowTransition(props: GrowProps) {
  return <Grow {...props} />;
}

type Transition = React.JSXElementConstructor<TransitionProps & { children: React.ReactElement }>;

const choices: { name: string; component: Transition }[] = [
  { name: 'Grow', component: GrowTransition },
  { name: 'Fade', component: Fade },
  { name: 'Slide up', component: SlideUp },
  { name: 'Slide from left', component: SlideFromLeft },
  { name: 'Slide from right', component: SlideFromRight },
];

export default function TransitionsSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState(choices[0]);

  const show = (next: (typeof choices)[number]) => {
    setChoice(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {choices.map((item) => (
        <Button key={item.name} size="small" variant="outlined" onClick={() => show(item)}>
          {item.name}
        </Button>
      ))}
      <Snackbar
        key={choice.name}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={2500}
        TransitionComponent={choice.component}
        message={`Photo uploaded (${choice.name.toLowerCase()})`}
      />
    </Stack>
  );
}
