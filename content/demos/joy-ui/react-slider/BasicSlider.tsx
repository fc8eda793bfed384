import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function BasicSlider() {
  return (
    <Box sx={{ width: 320 }}>
      <Typography id="volume-label" level="title-sm">
        Volume
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <VolumeDown />
        <Slider defaultValue={40} aria-labelledby="volume-label" />
        <VolumeUp />
      </Box>
      <Typography id="balance-label" level="title-sm" sx={{ mt: 2 }}>
        Balance (locked by your administrator)
      </Typography>
      <Slider defaultValue={50} disabled aria-labelledby="balance-label" />
    </Box>
  );
}
