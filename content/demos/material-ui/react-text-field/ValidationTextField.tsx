import * as React from 'react';
import TextField from '@mui/material/TextField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextField() {
  const [email, setEmail] = React.useState<string>('sam@example');
  const invalid = email !== '' && !emailPattern.test(email);

  return (
    <TextField
      id="newsletter-email"
      label="Email address"
      type="email"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={invalid}
      helperText={invalid ? 'Add the part after the dot, for example .com' : 'We send one letter a month'}
      sx={{ width: 320 }}
    />
  );
}
