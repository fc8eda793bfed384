import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextareaVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
      {variants.map((variant) => (
        <Textarea
          key={variant}
          variant={variant}
          minRows={2}
          placeholder={`variant="${variant}"`}
          aria-label={`Notes, ${variant} variant`}
        />
      ))}
    </Stack>
  );
}
