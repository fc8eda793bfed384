import { styled } from '@mui/joy/styles';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const StatTile = styled(Sheet)(({ theme }) => ({
  ...theme.typography['body-sm'],
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 150,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  boxShadow: theme.vars.shadow.xs,
  '& strong': {
    ...theme.typography.h3,
    color: theme.vars.palette.text.primary,
  },
}));

export default function ReusableStyled() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatTile variant="outlined">
        Orders today
        <strong>1,284</strong>
      </StatTile>
      <StatTile variant="soft" color="success">
        Delivered on time
        <strong>97.2%</strong>
      </StatTile>
      <StatTile variant="soft" color="warning">
        Open returns
        <strong>36</strong>
      </StatTile>
    </Stack>
  );
}
