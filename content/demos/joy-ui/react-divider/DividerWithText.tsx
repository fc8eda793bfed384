import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function DividerWithText() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Button variant="outlined" color="neutral">
        Continue with Google
      </Button>
      <Divider>or</Divider>
      <Button>Sign in with email</Button>
      <Divider sx={{ '--Divider-childPosition': '0%' }}>Recent orders</Divider>
      <Divider sx={{ '--Divider-childPosition': '80%' }}>
        <Chip variant="soft" size="sm">
          Today
        </Chip>
      </Divider>
    </Stack>
  );
}
