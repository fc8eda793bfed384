import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// Stands in for a network request. Every third call fails so the rollback can be seen.
let calls = 0;
function saveSetting(value: boolean) {
  calls += 1;
  const fail = calls % 3 === 0;
  return new Promise<boolean>((resolve, reject) => {
    setTimeout(() => (fail ? reject(new Error('Network error')) : resolve(value)), 900);
  });
}

export default function SavingSwitch() {
  const [checked, setChecked] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('Saved');

  const handleChange = async (_event: React.ChangeEvent<HTMLInputElement>, next: boolean) => {
    // Optimistic: the switch moves at once, and moves back if saving fails.
    setChecked(next);
    setSaving(true);
    setMessage('Saving…');
    try {
      await saveSetting(next);
      setMessage('Saved');
    } catch {
      setChecked(!next);
      setMessage('Could not save, the previous setting is back');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack direction="row" alignItems="center" spacing={2}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={handleChange} disabled={saving} inputProps={{ role: 'switch' }} />}
        label="Public profile"
      />
      {saving && <CircularProgress size={18} aria-hidden />}
      <Typography variant="body2" color={message.startsWith('Could') ? 'error' : 'text.secondary'} role="status">
        {message}
      </Typography>
    </Stack>
  );
}
