import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function ArrowTooltips() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center">
      <Tooltip title="Saved drafts stay for 30 days" arrow>
        <Button>Drafts</Button>
      </Tooltip>
      <Tooltip title="Messages you starred" arrow placement="right">
        <Button>Starred</Button>
      </Tooltip>
    </Stack>
  );
}
