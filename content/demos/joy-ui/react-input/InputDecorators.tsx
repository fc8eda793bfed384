import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

export default function InputDecorators() {
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 360 }}>
      <Input
        startDecorator={<MailOutlineIcon />}
        endDecorator={<Button>Subscribe</Button>}
        placeholder="you@example.com"
        type="email"
        aria-label="Email address for the newsletter"
      />
      <Input
        startDecorator={<LockOutlinedIcon />}
        endDecorator={
          <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
        type={showPassword ? 'text' : 'password'}
        defaultValue="correct-horse-battery"
        aria-label="Password"
      />
      <Input
        startDecorator={<Typography textColor="text.tertiary">€</Typography>}
        endDecorator={<Typography level="body-sm">per month</Typography>}
        defaultValue="49"
        type="number"
        slotProps={{ input: { min: 0, step: 1 } }}
        aria-label="Monthly budget in euros"
      />
    </Stack>
  );
}
