import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographySemantics() {
  return (
    <Box component="article" sx={{ maxWidth: 520 }}>
      <Typography level="body-xs" textTransform="uppercase" letterSpacing="0.08em" gutterBottom>
        Engineering blog
      </Typography>
      <Typography level="h2" component="h3" gutterBottom>
        How we cut our build time in half
      </Typography>
      <Typography level="body-sm" component="time" dateTime="2024-03-12" gutterBottom>
        March 12, 2024
      </Typography>
      <Typography>
        The heading above looks like an h2 but renders an h3 element, so the outline of the page stays correct while the visual scale stays
        the same.
      </Typography>
    </Box>
  );
}
