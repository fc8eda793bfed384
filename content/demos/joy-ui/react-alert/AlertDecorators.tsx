import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';

export default function AlertDecorators() {
  const [showTip, setShowTip] = React.useState(true);
  const [archived, setArchived] = React.useState(3);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {showTip ? (
        <Alert
          role="status"
          color="primary"
          startDecorator={<TipsAndUpdatesOutlinedIcon />}
          endDecorator={
            <IconButton variant="plain" color="primary" size="sm" aria-label="Dismiss the tip" onClick={() => setShowTip(false)}>
              <CloseRoundedIcon />
            </IconButton>
          }
        >
          Tip: press Ctrl + K to search across every project.
        </Alert>
      ) : (
        <Button variant="outlined" color="neutral" onClick={() => setShowTip(true)} sx={{ alignSelf: 'flex-start' }}>
          Show the tip again
        </Button>
      )}
      <Alert
        role="status"
        color="neutral"
        startDecorator={<DeleteOutlineIcon />}
        endDecorator={
          <Button size="sm" variant="soft" color="neutral" disabled={archived === 0} onClick={() => setArchived(0)}>
            Undo
          </Button>
        }
      >
        {archived === 0 ? 'The conversations are back in your inbox.' : `${archived} conversations moved to the archive.`}
      </Alert>
    </Stack>
  );
}
