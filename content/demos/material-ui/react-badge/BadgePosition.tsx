import Badge, { BadgeOrigin } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const corners: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function BadgePosition() {
  return (
    <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
      {corners.map((corner) => (
        <Badge key={`${corner.vertical}-${corner.horizontal}`} badgeContent={12} color="secondary" anchorOrigin={corner}>
          <Box sx={{ width: 88, height: 48, borderRadius: 1, bgcolor: 'action.selected', display: 'grid', placeItems: 'center' }}>
            <code>
              {corner.vertical} {corner.horizontal}
            </code>
          </Box>
        </Badge>
      ))}
    </Stack>
  );
}
