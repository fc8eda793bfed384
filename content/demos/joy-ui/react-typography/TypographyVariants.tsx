import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography>
        Your order ships from{' '}
        <Typography variant="soft" color="primary">
          Rotterdam
        </Typography>{' '}
        and arrives in{' '}
        <Typography variant="outlined" color="success">
          2 to 4 business days
        </Typography>
        .
      </Typography>
      <Typography>
        The promo code{' '}
        <Typography variant="solid" color="warning" fontFamily="code">
          SPRING24
        </Typography>{' '}
        expired on April 30. Codes are{' '}
        <Typography variant="plain" color="danger" fontWeight="lg">
          not
        </Typography>{' '}
        combinable.
      </Typography>
      <Typography variant="soft" color="neutral" level="body-sm">
        A block-level Typography with a variant stretches to its container and gets a small radius and padding.
      </Typography>
    </Stack>
  );
}
