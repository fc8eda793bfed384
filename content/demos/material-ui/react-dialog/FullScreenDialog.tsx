import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Slide, { SlideProps } from '@mui/material/Slide';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const SlideUp = React.forwardRef(function SlideUp(props: SlideProps, ref: React.Ref<unknown>) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a review
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} TransitionComponent={SlideUp} aria-labelledby="review-dialog-title">
        <AppBar position="sticky">
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={() => setOpen(false)} aria-label="Close">
              <CloseIcon />
            </IconButton>
            <Typography id="review-dialog-title" component="h2" variant="h6" sx={{ ml: 2, flexGrow: 1 }}>
              Review: Harbor View Hotel
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Post
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <TextField label="Your review" multiline minRows={6} fullWidth />
        </DialogContent>
      </Dialog>
    </div>
  );
}
