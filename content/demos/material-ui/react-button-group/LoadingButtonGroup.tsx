import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import LoadingButton from '@mui/lab/LoadingButton';
import SyncIcon from '@mui/icons-material/Sync';

export default function LoadingButtonGroup() {
  const [syncing, setSyncing] = React.useState<boolean>(false);

  React.useEffect(() => {
    if (!syncing) {
      return undefined;
    }
    // Stands in for a network request so the loading state is visible for a moment.
    const timer = setTimeout(() => setSyncing(false), 2000);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <ButtonGroup variant="outlined" aria-label="Mailbox actions">
      <Button>Compose</Button>
      <Button>Archive</Button>
      <LoadingButton loading={syncing} loadingPosition="start" startIcon={<SyncIcon />} onClick={() => setSyncing(true)}>
        {syncing ? 'Syncing' : 'Sync'}
      </LoadingButton>
    </ButtonGroup>
  );
}
