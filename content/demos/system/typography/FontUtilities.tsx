import { Box, useTheme, type TypographyProps } from '@mui/system';

const samples: { code: string; style: TypographyProps }[] = [
  { code: 'fontWeight="light"', style: { fontWeight: 'light' } },
  { code: 'fontWeight="regular"', style: { fontWeight: 'regular' } },
  { code: 'fontWeight="medium"', style: { fontWeight: 'medium' } },
  { code: 'fontWeight="bold"', style: { fontWeight: 'bold' } },
  { code: 'fontStyle="italic"', style: { fontStyle: 'italic' } },
  { code: 'textTransform="uppercase" letterSpacing={1.5}', style: { textTransform: 'uppercase', letterSpacing: 1.5 } },
  { code: 'fontSize={20} lineHeight={1.2}', style: { fontSize: 20, lineHeight: 1.2 } },
  { code: 'textAlign="center"', style: { textAlign: 'center' } },
];

function toCss(style: object) {
  const unitless = ['fontWeight', 'lineHeight'];
  return Object.entries(style)
    .map(
      ([key, value]) =>
        `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof value === 'number' && !unitless.includes(key) ? `${value}px` : value};`,
    )
    .join(' ');
}

export default function FontUtilities() {
  const theme = useTheme();
  return (
    <Box component="ul" display="grid" gap={1.5} width="100%" m={0} p={0} sx={{ listStyle: 'none' }}>
      {samples.map((sample) => (
        <Box component="li" key={sample.code} p={1.5} border={1} borderColor="divider" borderRadius={1}>
          {/* System props: the sample's keys spread onto Box. */}
          <Box {...sample.style} mb={0.5}>
            Ferry to Stavanger departs at 07:45
          </Box>
          <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.75rem" color="text.secondary">
            {sample.code}
            {'  →  '}
            {toCss(theme.unstable_sx(sample.style))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
