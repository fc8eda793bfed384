import { Box } from '@mui/system';

const codeSx = { fontFamily: 'monospace', fontSize: '0.75rem' } as const;

export default function PositionedBadges() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      {/* position: 'relative' makes this box the reference for its absolute children. */}
      <Box
        sx={{
          position: 'relative',
          width: 260,
          height: 180,
          borderRadius: 1,
          bgcolor: 'action.selected',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 600,
            fontSize: '0.8125rem',
          }}
        >
          New
        </Box>
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            fontWeight: 600,
            fontSize: '0.8125rem',
          }}
        >
          −20%
        </Box>
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            borderBottomLeftRadius: 'inherit',
            borderBottomRightRadius: 'inherit',
          }}
        >
          Walnut desk lamp
        </Box>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
        <li>
          <Box component="code" dir="ltr" sx={codeSx}>
            {"card: position: 'relative'"}
          </Box>
        </li>
        <li>
          <Box component="code" dir="ltr" sx={codeSx}>
            {"New: position: 'absolute', top: 8, left: 8"}
          </Box>
        </li>
        <li>
          <Box component="code" dir="ltr" sx={codeSx}>
            {"−20%: position: 'absolute', top: 8, right: 8"}
          </Box>
        </li>
        <li>
          <Box component="code" dir="ltr" sx={codeSx}>
            {"title: position: 'absolute', left: 0, right: 0, bottom: 0"}
          </Box>
        </li>
        <li>
          <Box component="code" dir="ltr" sx={codeSx}>
            top: 8 → top: 8px
          </Box>
        </li>
      </Box>
    </Box>
  );
}
