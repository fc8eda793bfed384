import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipSizes() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Saved 2 minutes ago" size="sm" describeChild>
        <Button variant="soft">Small</Button>
      </Tooltip>
      <Tooltip title="Saved 2 minutes ago" size="md" describeChild>
        <Button variant="soft">Medium</Button>
      </Tooltip>
      <Tooltip title="Saved 2 minutes ago" size="lg" describeChild>
        <Button variant="soft">Large</Button>
      </Tooltip>
    </Stack>
  );
}
