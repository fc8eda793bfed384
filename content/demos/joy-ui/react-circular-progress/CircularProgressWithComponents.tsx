import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import SyncRoundedIcon from '@mui/icons-material/SyncRounded';

export default function CircularProgressWithComponents() {
  const [saving, setSaving] = React.useState(false);

  React.useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button loading={saving} onClick={() => setSaving(true)} sx={{ minWidth: 140 }}>
        Save draft
      </Button>
      <Button variant="soft" startDecorator={<CircularProgress variant="solid" />}>
        Syncing contacts
      </Button>
      <IconButton variant="outlined" aria-label="Sync again" disabled>
        <CircularProgress />
      </IconButton>
      <CircularProgress determinate value={40} size="lg" aria-label="Backup upload">
        <CloudUploadRoundedIcon />
      </CircularProgress>
      <CircularProgress variant="plain" color="neutral" aria-label="Refreshing">
        <SyncRoundedIcon />
      </CircularProgress>
    </Stack>
  );
}
