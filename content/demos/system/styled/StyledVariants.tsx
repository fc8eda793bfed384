import { Box, shouldForwardProp, styled } from '@mui/system';

type Size = 'small' | 'medium' | 'large';

// One style object: base styles, plus a variants array matched against props.
// size is for styling only, so it is kept off the <button> element.
const PillButton = styled('button', {
  shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== 'size',
})<{ size?: Size }>(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  border: '1px solid currentColor',
  borderRadius: 999,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  padding: theme.spacing(1, 2),
  variants: [
    { props: { size: 'small' }, style: { padding: theme.spacing(0.5, 1.5), fontSize: '0.8125rem' } },
    { props: { size: 'large' }, style: { padding: theme.spacing(1.5, 3), fontSize: '1.125rem' } },
  ],
}));

export default function StyledVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <PillButton type="button" size="small">
        Small
      </PillButton>
      <PillButton type="button">Medium</PillButton>
      <PillButton type="button" size="large">
        Large
      </PillButton>
      <PillButton type="button" size="large" sx={{ color: 'secondary.main', borderWidth: 2 }}>
        Large with sx
      </PillButton>
    </Box>
  );
}
