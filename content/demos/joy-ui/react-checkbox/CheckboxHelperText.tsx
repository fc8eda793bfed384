import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function CheckboxHelperText() {
  const [accepted, setAccepted] = React.useState(false);
  const [attempted, setAttempted] = React.useState(false);
  const showError = attempted && !accepted;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <FormControl size="sm">
        <Checkbox label="Send me product news and offers" />
        <FormHelperText>At most two emails a month. Unsubscribe from any of them.</FormHelperText>
      </FormControl>
      <FormControl error={showError}>
        <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} label="I accept the terms of service" />
        <FormHelperText>{showError ? 'You must accept the terms to create an account.' : 'Required.'}</FormHelperText>
      </FormControl>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setAttempted(true)}>
        Create account
      </Button>
    </Stack>
  );
}
