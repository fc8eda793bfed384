import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Link from '@mui/joy/Link';
import IconButton from '@mui/joy/IconButton';
import Divider from '@mui/joy/Divider';
import { applySolidInversion } from '@mui/joy/colorInversion';
import GitHub from '@mui/icons-material/GitHub';
import RssFeed from '@mui/icons-material/RssFeed';

export default function InversionHelpers() {
  return (
    <Box
      component="footer"
      sx={[
        (theme) => ({
          ...theme.variants.solid.primary,
          p: 2.5,
          borderRadius: 'md',
        }),
        applySolidInversion('primary'),
      ]}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography level="title-md" sx={{ flex: 1 }}>
          Harbor Analytics
        </Typography>
        <IconButton aria-label="Harbor Analytics on GitHub">
          <GitHub />
        </IconButton>
        <IconButton aria-label="Blog feed">
          <RssFeed />
        </IconButton>
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <Link component="button" level="body-sm">
          Pricing
        </Link>
        <Link component="button" level="body-sm">
          Changelog
        </Link>
        <Link component="button" level="body-sm">
          System status
        </Link>
        <Typography level="body-sm" sx={{ ml: 'auto' }}>
          Made in Rotterdam
        </Typography>
      </Stack>
    </Box>
  );
}
