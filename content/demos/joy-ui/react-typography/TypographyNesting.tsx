import Typography from '@mui/joy/Typography';

export default function TypographyNesting() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 560 }}>
      The{' '}
      <Typography fontWeight="lg" textColor="text.primary">
        Northern Lights tour
      </Typography>{' '}
      leaves Tromsø at{' '}
      <Typography variant="soft" color="primary">
        19:30
      </Typography>{' '}
      and returns around 02:00. Bring warm layers:{' '}
      <Typography level="body-sm" fontStyle="italic">
        night temperatures often drop below −15 °C
      </Typography>
      .
    </Typography>
  );
}
