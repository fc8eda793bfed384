import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';

export default function IconSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button size="small" variant="outlined" endIcon={<SendIcon />}>
          Send
        </Button>
        <Button variant="outlined" endIcon={<SendIcon />}>
          Send
        </Button>
        <Button size="large" variant="outlined" endIcon={<SendIcon />}>
          Send
        </Button>
        {/* The icon wrapper sets the font size; override it there to size the icon independently. */}
        <Button variant="outlined" endIcon={<SendIcon />} sx={{ '& .MuiButton-endIcon > *:nth-of-type(1)': { fontSize: 28 } }}>
          Send
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton aria-label="Delete draft" size="small">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete draft" size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label="Delete draft" size="large">
          <DeleteIcon />
        </IconButton>
        <IconButton aria-label="Delete draft" size="large">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
