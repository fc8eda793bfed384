import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
      {sizes.map((size) => (
        <Sheet
          key={size}
          sx={{
            width: 96,
            height: 72,
            borderRadius: 'md',
            boxShadow: size,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography level="title-sm" sx={{ fontFamily: 'code' }}>
            {size}
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
