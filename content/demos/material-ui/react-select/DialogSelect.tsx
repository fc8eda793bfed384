import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

export default function DialogSelect() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [settings, setSettings] = React.useState({ quality: '1080', speed: '1' });
  // The dialog edits a draft; Apply copies it to the settings, Cancel drops it.
  const [quality, setQuality] = React.useState<string>(settings.quality);
  const [speed, setSpeed] = React.useState<string>(settings.speed);

  const handleOpen = () => {
    setQuality(settings.quality);
    setSpeed(settings.speed);
    setOpen(true);
  };
  const handleClose = () => setOpen(false);
  const handleApply = () => {
    setSettings({ quality, speed });
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={handleOpen}>
        Playback settings
      </Button>
      <Typography variant="body2">
        {settings.quality}p at {settings.speed === '1' ? 'normal speed' : `${settings.speed}× speed`}
      </Typography>
      <Dialog open={open} onClose={handleClose} aria-labelledby="playback-title">
        <DialogTitle id="playback-title">Playback settings</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="playback-quality-label">Quality</InputLabel>
              <Select
                labelId="playback-quality-label"
                id="playback-quality"
                value={quality}
                label="Quality"
                onChange={(event) => setQuality(event.target.value)}
              >
                <MenuItem value="480">480p</MenuItem>
                <MenuItem value="720">720p</MenuItem>
                <MenuItem value="1080">1080p</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="playback-speed-label">Speed</InputLabel>
              <Select
                labelId="playback-speed-label"
                id="playback-speed"
                value={speed}
                label="Speed"
                onChange={(event) => setSpeed(event.target.value)}
              >
                <MenuItem value="0.5">0.5×</MenuItem>
                <MenuItem value="1">Normal</MenuItem>
                <MenuItem value="1.5">1.5×</MenuItem>
                <MenuItem value="2">2×</MenuItem>
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Cancel</Button>
          <Button onClick={handleApply}>Apply</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
