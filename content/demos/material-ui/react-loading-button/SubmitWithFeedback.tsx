import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';

export default function SubmitWithFeedback() {
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nickname = String(new FormData(event.currentTarget).get('nickname'));
    setSaving(true);
    setMessage('Saving…');
    // Stands in for a request to your server.
    timer.current = setTimeout(() => {
      setSaving(false);
      setMessage(`Saved. You now appear as "${nickname}".`);
    }, 1500);
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 320 }}>
      <TextField name="nickname" label="Nickname" defaultValue="river_otter" required size="small" />
      <LoadingButton type="submit" loading={saving} loadingPosition="start" startIcon={<SaveIcon />} variant="contained">
        Save profile
      </LoadingButton>
      <Typography role="status" variant="body2" color="text.secondary">
        {message}
      </Typography>
    </Stack>
  );
}
