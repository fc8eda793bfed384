import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Tile = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(2),
  textAlign: 'center',
  borderTop: `4px solid ${theme.palette.primary.main}`,
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
