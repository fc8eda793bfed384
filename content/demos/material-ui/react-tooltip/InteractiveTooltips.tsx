import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const note = 'Order number 48-2291-7735 (move the pointer here to select it)';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center">
      <Tooltip title={note}>
        <Button>Interactive</Button>
      </Tooltip>
      <Tooltip title="Closes as soon as the pointer leaves the button" disableInteractive>
        <Button>Not interactive</Button>
      </Tooltip>
    </Stack>
  );
}
