import { Stack, styled } from '@mui/system';

// `theme.unstable_sx` resolves sx syntax (shorthands, theme paths, responsive values) inside styled().
const Badge = styled('span')(({ theme }) =>
  theme.unstable_sx({
    display: 'inline-flex',
    alignItems: 'center',
    px: 1.25,
    py: 0.25,
    borderRadius: 4,
    fontSize: { xs: 12, sm: 13 },
    fontWeight: 'bold',
    bgcolor: 'action.selected',
    color: 'text.primary',
  }),
);

const labels = ['Vegetarian', 'Gluten free', 'Spicy', 'Contains nuts'];

export default function SxInStyled() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {labels.map((label) => (
        <Badge key={label}>{label}</Badge>
      ))}
    </Stack>
  );
}
