import Box from '@mui/material/Box';

export default function BoxStateStyles() {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        width: 300,
        p: 2,
        border: 2,
        borderColor: 'divider',
        borderRadius: 2,
        cursor: 'pointer',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { borderColor: 'primary.light' },
        '&:focus-within': { borderColor: 'primary.main', bgcolor: 'action.selected' },
        '& input': { width: 20, height: 20, m: 0 },
        '& .hint': { typography: 'body2', color: 'text.secondary' },
      }}
    >
      <input type="checkbox" name="window-seat" />
      <span>
        Window seat
        <span className="hint"> (free on weekdays)</span>
      </span>
    </Box>
  );
}
