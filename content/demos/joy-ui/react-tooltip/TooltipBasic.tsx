import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Archive">
        <IconButton variant="outlined">
          <ArchiveOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Mark as unread">
        <IconButton variant="outlined">
          <MarkEmailUnreadOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete" color="danger">
        <IconButton variant="outlined" color="danger">
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
