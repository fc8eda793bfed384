import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CloudOff from '@mui/icons-material/CloudOff';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Lock from '@mui/icons-material/Lock';
import Mail from '@mui/icons-material/Mail';
import MailOutline from '@mui/icons-material/MailOutline';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Wifi from '@mui/icons-material/Wifi';
import WifiOff from '@mui/icons-material/WifiOff';

// A small, hand-picked set: importing the whole package would ship every icon.
const catalog = Object.entries({
  ArrowBack,
  ArrowForward,
  CloudOff,
  CloudUpload,
  Favorite,
  FavoriteBorder,
  Lock,
  Mail,
  MailOutline,
  Star,
  StarBorder,
  StarHalf,
  VolumeOff,
  VolumeUp,
  Wifi,
  WifiOff,
});

export default function IconSearch() {
  const [query, setQuery] = React.useState('');
  const [picked, setPicked] = React.useState('StarHalf');
  const matches = catalog.filter(([name]) => name.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <Box sx={{ width: '100%' }}>
      <TextField label="Filter icons" size="small" value={query} onChange={(event) => setQuery(event.target.value)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 1, my: 2 }}>
        {matches.map(([name, Icon]) => (
          <Button
            key={name}
            color={name === picked ? 'primary' : 'inherit'}
            variant={name === picked ? 'outlined' : 'text'}
            onClick={() => setPicked(name)}
            sx={{ flexDirection: 'column', gap: 0.5, textTransform: 'none' }}
          >
            <Icon />
            <Typography variant="caption">{name}</Typography>
          </Button>
        ))}
      </Box>
      {matches.length === 0 && <Typography color="text.secondary">No icon in this sample matches “{query}”.</Typography>}
      <Typography component="pre" variant="body2" tabIndex={0} sx={{ fontFamily: 'monospace', overflowX: 'auto' }}>
        {`import ${picked}Icon from '@mui/icons-material/${picked}';`}
      </Typography>
    </Box>
  );
}
