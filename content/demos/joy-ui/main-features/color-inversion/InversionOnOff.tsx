import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

function StorageCard({ inverted }: { inverted: boolean }) {
  return (
    <Card variant="solid" color="primary" invertedColors={inverted} sx={{ flex: 1, minWidth: 240 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography level="title-md" sx={{ flex: 1 }}>
          Storage almost full
        </Typography>
        <Chip size="sm" variant="soft">
          Team plan
        </Chip>
        <IconButton size="sm" aria-label={`More storage options (${inverted ? 'inverted' : 'not inverted'})`}>
          <MoreHoriz />
        </IconButton>
      </Stack>
      <Typography level="body-sm">43 GB of 50 GB used by 12 members.</Typography>
      <LinearProgress determinate value={86} aria-label="Storage used" />
      <CardActions>
        <Button variant="outlined">Clean up</Button>
        <Button>Upgrade</Button>
      </CardActions>
    </Card>
  );
}

export default function InversionOnOff() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="body-xs">Without invertedColors</Typography>
        <StorageCard inverted={false} />
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="body-xs">With invertedColors</Typography>
        <StorageCard inverted />
      </Stack>
    </Stack>
  );
}
