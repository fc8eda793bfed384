import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import KeyIcon from '@mui/icons-material/Key';

// One point for each rule the password meets.
function score(password: string) {
  const rules = [/.{12,}/, /[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
  return rules.filter((rule) => rule.test(password)).length;
}

const levels = [
  { label: 'Enter a password', color: 'neutral' },
  { label: 'Weak', color: 'danger' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'warning' },
  { label: 'Strong', color: 'success' },
  { label: 'Very strong', color: 'success' },
] as const;

export default function PasswordStrength() {
  const [password, setPassword] = React.useState('');
  const points = score(password);
  const level = levels[points];
  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <FormLabel>New password</FormLabel>
      <Input
        type="password"
        autoComplete="new-password"
        placeholder="At least 12 characters"
        startDecorator={<KeyIcon />}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <LinearProgress
        determinate
        size="sm"
        color={level.color}
        value={(points / 5) * 100}
        aria-label="Password strength"
        sx={{ mt: 1, bgcolor: 'background.level3' }}
      />
      <Typography level="body-xs" textColor={`${level.color}.plainColor`} sx={{ alignSelf: 'flex-end' }}>
        {level.label}
      </Typography>
    </FormControl>
  );
}
