import { extendTheme } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const levels = ['h1', 'h2', 'h3', 'h4', 'title-lg', 'title-md', 'title-sm', 'body-lg', 'body-md', 'body-sm', 'body-xs'] as const;

const { typography } = extendTheme();

// `var(--joy-fontSize-xl4, 2.25rem)` → `xl4`: the token name is easier to read than the variable.
function token(value: unknown) {
  const match = /--joy-[a-zA-Z]+-([a-zA-Z0-9]+)/.exec(String(value));
  return match ? match[1] : String(value);
}

export default function TypographyLevels() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 3, rowGap: 1.5, alignItems: 'baseline' }}>
      {levels.map((level) => (
        <Box key={level} sx={{ display: 'contents' }}>
          <Typography level={level} noWrap>
            Quarterly report
          </Typography>
          <Typography level="body-xs" sx={{ fontFamily: 'code', whiteSpace: 'nowrap' }}>
            {level} · {token(typography[level].fontSize)} / {token(typography[level].fontWeight ?? 'inherit')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
