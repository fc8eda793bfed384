import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function TypographyNoWrap() {
  return (
    <Sheet variant="outlined" sx={{ width: 260, p: 2, borderRadius: 'sm' }}>
      <Typography level="title-md" noWrap>
        Quarterly report — EMEA sales, final version (approved).pdf
      </Typography>
      <Typography level="body-sm" noWrap>
        Shared by Mariana Oliveira with the finance and leadership teams
      </Typography>
    </Sheet>
  );
}
