import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import StorageRoundedIcon from '@mui/icons-material/StorageRounded';

export default function AlertInvertedColors() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />}
      >
        invertedColors
      </Typography>
      <Alert
        variant="solid"
        color="warning"
        invertedColors={inverted}
        startDecorator={<StorageRoundedIcon />}
        endDecorator={
          <IconButton variant="plain" size="sm" aria-label="Close the storage warning">
            <CloseRoundedIcon />
          </IconButton>
        }
        sx={{ alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography level="title-md">Storage almost full</Typography>
          <Typography level="body-sm">You have used 9.2 GB of your 10 GB. Uploads stop when the limit is reached.</Typography>
          <LinearProgress determinate value={92} aria-label="Storage used" sx={{ my: 1.5 }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="sm" variant="solid">
              Upgrade plan
            </Button>
            <Button size="sm" variant="outlined">
              Review large files
            </Button>
          </Box>
        </Box>
      </Alert>
    </Box>
  );
}
