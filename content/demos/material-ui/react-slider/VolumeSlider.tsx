import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeSlider() {
  const [volume, setVolume] = React.useState<number>(40);

  const handleChange = (_event: Event, newValue: number | number[]) => {
    setVolume(newValue as number);
  };

  return (
    <Stack spacing={2} direction="row" alignItems="center" sx={{ maxWidth: 320 }}>
      <VolumeDown />
      <Slider aria-label="Podcast volume" value={volume} onChange={handleChange} />
      <VolumeUp />
    </Stack>
  );
}
