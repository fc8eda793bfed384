import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center">
      <Tooltip title="Grows from its anchor (the default)">
        <Button>Grow</Button>
      </Tooltip>
      <Tooltip title="Fades in over 600 ms" TransitionComponent={Fade} TransitionProps={{ timeout: 600 }}>
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip title="Zooms in from its center" TransitionComponent={Zoom}>
        <Button>Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
