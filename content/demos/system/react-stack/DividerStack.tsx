import { Box, Stack } from '@mui/system';

const actions = ['Edit', 'Duplicate', 'Archive'];

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      divider={<Box aria-hidden sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider' }} />}
      sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {actions.map((action) => (
        <Box
          key={action}
          component="button"
          type="button"
          sx={{
            font: 'inherit',
            fontWeight: 600,
            color: 'primary.main',
            bgcolor: 'transparent',
            border: 0,
            p: 0.5,
            borderRadius: 0.5,
            cursor: 'pointer',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {action}
        </Box>
      ))}
    </Stack>
  );
}
