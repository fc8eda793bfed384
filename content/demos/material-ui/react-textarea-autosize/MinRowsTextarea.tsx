import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function MinRowsTextarea() {
  return (
    <Box
      component={TextareaAutosize}
      minRows={3}
      aria-label="Delivery instructions"
      placeholder="Delivery instructions: gate code, where to leave the parcel..."
      sx={{
        width: '100%',
        maxWidth: 360,
        p: 1.5,
        font: 'inherit',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        resize: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
      }}
    />
  );
}
