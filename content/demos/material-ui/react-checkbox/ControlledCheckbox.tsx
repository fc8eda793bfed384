import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledCheckbox() {
  const [accepted, setAccepted] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(_event, checked) => {
              setAccepted(checked);
              setSent(false);
            }}
          />
        }
        label="I have read the data export terms"
      />
      <Button variant="contained" disabled={!accepted} onClick={() => setSent(true)}>
        Request my data
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {sent ? 'Request sent. The archive arrives by email within a day.' : `Checkbox state: ${accepted ? 'checked' : 'unchecked'}`}
      </Typography>
    </Stack>
  );
}
