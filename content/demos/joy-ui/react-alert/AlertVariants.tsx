import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="success" startDecorator={<CloudDoneOutlinedIcon />}>
          variant=&quot;{variant}&quot;: the backup of “Quarterly reports” finished at 02:14.
        </Alert>
      ))}
    </Stack>
  );
}
