import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Weekly visits: 12,480" followCursor>
      <Box
        tabIndex={0}
        sx={{
          height: 96,
          maxWidth: 360,
          mx: 'auto',
          borderRadius: 1,
          background: 'linear-gradient(90deg, #90caf9, #1976d2)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#fff',
          typography: 'body2',
        }}
      >
        Move the pointer over this chart area
      </Box>
    </Tooltip>
  );
}
