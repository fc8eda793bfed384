import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicLinks() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography>
        Orders over €50 ship free within the EU. Read the <Link href="#shipping-policy">shipping policy</Link> for delivery times to Norway
        and Switzerland.
      </Typography>
      <Typography level="body-sm">
        Questions about a return? <Link href="#returns">Start a return request</Link>.
      </Typography>
      <Link href="#all-stores" level="title-md">
        Find a store near you
      </Link>
    </Stack>
  );
}
