import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

function ProfileCard() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, maxWidth: 280, p: 1 }}>
      <Avatar color="primary" variant="solid">
        SL
      </Avatar>
      <Box>
        <Typography level="title-sm">Sofia Lindgren</Typography>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Staff engineer, Payments · Stockholm
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mb: 1 }}>
          <Chip size="sm" variant="soft" color="success">
            Available
          </Chip>
          <Chip size="sm" variant="outlined">
            UTC+1
          </Chip>
        </Stack>
        <Link href="#sofia-lindgren" level="body-sm">
          View profile
        </Link>
      </Box>
    </Box>
  );
}

export default function TooltipInteractive() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Box component="p" sx={{ typography: 'body-md', m: 0 }}>
        Reviewed by{' '}
        <Tooltip title={<ProfileCard />} variant="outlined" placement="bottom-start" arrow describeChild>
          <Link href="#sofia-lindgren" underline="always">
            Sofia Lindgren
          </Link>
        </Tooltip>
      </Box>
      <Box component="p" sx={{ typography: 'body-md', m: 0 }}>
        Approved by{' '}
        <Tooltip title="Diego Ramos, Security" disableInteractive placement="bottom-start" arrow describeChild>
          <Link href="#diego-ramos" underline="always">
            Diego Ramos
          </Link>
        </Tooltip>
      </Box>
    </Stack>
  );
}
