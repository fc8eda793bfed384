import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import UndoIcon from '@mui/icons-material/Undo';

export default function ToolbarDividers() {
  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, gap: 0.5 }}
    >
      <IconButton aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem />
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <Divider orientation="vertical" variant="middle" flexItem />
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Align center">
        <FormatAlignCenterIcon />
      </IconButton>
    </Box>
  );
}
