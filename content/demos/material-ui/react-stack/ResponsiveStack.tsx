import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ResponsiveStack() {
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      alignItems={{ xs: 'stretch', sm: 'center' }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
      sx={{ width: '100%' }}
    >
      <TextField label="Email address" type="email" size="small" fullWidth />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        Subscribe
      </Button>
    </Stack>
  );
}
