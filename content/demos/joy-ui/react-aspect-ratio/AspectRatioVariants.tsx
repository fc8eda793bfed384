import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function AspectRatioVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <AspectRatio key={variant} variant={variant} color="primary" ratio="4/3" sx={{ borderRadius: 'md' }}>
          <div>
            <ImageOutlined />
            {variant}
          </div>
        </AspectRatio>
      ))}
    </Box>
  );
}
