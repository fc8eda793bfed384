import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A reusable variant built with styled(): every use gets the same look.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  boxShadow: 'none',
  '&:hover': { boxShadow: 'none' },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <PillButton variant="contained">Start free trial</PillButton>
      <PillButton variant="outlined" color="secondary">
        Talk to sales
      </PillButton>
      {/* A one-off change: sx on a single button. */}
      <Button
        variant="contained"
        color="success"
        sx={{ textTransform: 'none', borderRadius: 1, px: 2.5, letterSpacing: 0.5, '&:active': { transform: 'translateY(1px)' } }}
      >
        Publish
      </Button>
    </Stack>
  );
}
