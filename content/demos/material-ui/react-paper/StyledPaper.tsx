import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, which CSS theme variables add to the theme.
import type {} from '@mui/material/themeCssVarsAugmentation';

const Tile = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(2),
  textAlign: 'center',
  // `theme.vars` follows the color mode under CSS theme variables; a plain theme falls back to `theme.palette`.
  borderTop: `4px solid ${(theme.vars || theme).palette.primary.main}`,
}));

export default function StyledPaper() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Tile>Open tickets: 18</Tile>
      <Tile>Closed today: 7</Tile>
      <Tile elevation={0} variant="outlined">
        Waiting on reply: 3
      </Tile>
    </Stack>
  );
}
