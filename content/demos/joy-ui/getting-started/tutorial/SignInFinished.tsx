import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import IconButton from '@mui/joy/IconButton';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Button from '@mui/joy/Button';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function SignInFinished() {
  const [showPassword, setShowPassword] = React.useState(false);
  const [passwordError, setPasswordError] = React.useState(false);
  const [status, setStatus] = React.useState<'idle' | 'loading' | 'done'>('idle');
  const [email, setEmail] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    if (password.length < 8) {
      setPasswordError(true);
      return;
    }
    setPasswordError(false);
    setEmail(String(data.get('email') ?? ''));
    setStatus('loading');
    window.setTimeout(() => setStatus('done'), 1200);
  };

  if (status === 'done') {
    return (
      <Sheet variant="outlined" sx={{ width: 340, mx: 'auto', p: 3, borderRadius: 'sm', boxShadow: 'md' }}>
        <Alert color="success" variant="soft" startDecorator={<CheckCircleRounded />}>
          Signed in as {email}.
        </Alert>
        <Button variant="plain" color="neutral" sx={{ mt: 2 }} onClick={() => setStatus('idle')}>
          Sign out
        </Button>
      </Sheet>
    );
  }

  return (
    <Sheet
      component="form"
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        width: 340,
        mx: 'auto',
        py: 3,
        px: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'sm',
        boxShadow: 'md',
      }}
    >
      <div>
        <Typography level="h4" component="h3">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to Fieldnotes.</Typography>
      </div>
      <FormControl required>
        <FormLabel>Email</FormLabel>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="jordan.kim@example.com"
          startDecorator={<MailOutlineRounded />}
        />
      </FormControl>
      <FormControl required error={passwordError}>
        <FormLabel>Password</FormLabel>
        <Input
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder="At least 8 characters"
          startDecorator={<LockOutlined />}
          endDecorator={
            <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          }
          onChange={() => setPasswordError(false)}
        />
        {passwordError ? <FormHelperText>The password has at least 8 characters.</FormHelperText> : null}
      </FormControl>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Checkbox size="sm" label="Remember me" name="remember" />
        <Link level="title-sm" component="button" type="button">
          Forgot password?
        </Link>
      </Stack>
      <Button type="submit" loading={status === 'loading'}>
        Sign in
      </Button>
      <Typography level="body-sm" sx={{ alignSelf: 'center' }}>
        New to Fieldnotes?{' '}
        <Link component="button" type="button">
          Create an account
        </Link>
      </Typography>
    </Sheet>
  );
}
