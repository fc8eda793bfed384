import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';

export default function IconButtonTooltips() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Archive">
        <IconButton>
          <ArchiveOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Mark as unread">
        <IconButton>
          <MarkEmailUnreadOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Add label">
        <IconButton>
          <LabelOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
