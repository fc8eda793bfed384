import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';

export default function SignInLayout() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        width: 320,
        mx: 'auto',
        py: 3,
        px: 2,
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
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" placeholder="jordan.kim@example.com" />
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input name="password" type="password" placeholder="Your password" />
      </FormControl>
      <Button sx={{ mt: 1 }}>Sign in</Button>
    </Sheet>
  );
}
