import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LevelMapping() {
  return (
    <Stack spacing={1}>
      {/* Looks like h4, is an <h2> in the document outline. */}
      <Typography level="h4" component="h2">
        Billing address
      </Typography>
      {/* title-md maps to <p> by default; levelMapping makes it an <h3>. */}
      <Typography level="title-md" levelMapping={{ 'title-md': 'h3' }}>
        Company details
      </Typography>
      <Typography level="body-sm">Northwind Traders, 1200 Harbor Way, Oakland, CA 94607</Typography>
    </Stack>
  );
}
