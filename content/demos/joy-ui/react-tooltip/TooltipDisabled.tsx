import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDisabled() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Add a payment method before publishing" describeChild>
        <span>
          <Button disabled>Publish</Button>
        </span>
      </Tooltip>
      <Tooltip title="Opens after a short delay" enterDelay={600} leaveDelay={200} describeChild>
        <Button variant="soft">Delayed</Button>
      </Tooltip>
      <Tooltip title="Follows the pointer" followCursor describeChild>
        <Button variant="outlined">Follow cursor</Button>
      </Tooltip>
    </Stack>
  );
}
