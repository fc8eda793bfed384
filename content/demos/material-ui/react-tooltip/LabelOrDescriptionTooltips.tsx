import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function LabelOrDescriptionTooltips() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center" alignItems="center">
      {/* The title is the button's name: aria-label="Delete". */}
      <Tooltip title="Delete">
        <IconButton>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
      {/* The button keeps its name "Delete"; the title describes it. */}
      <Tooltip title="Moves the file to the trash for 30 days" describeChild>
        <Button startIcon={<DeleteOutlineIcon />}>Delete</Button>
      </Tooltip>
    </Stack>
  );
}
