import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LocalCafeRoundedIcon from '@mui/icons-material/LocalCafeRounded';

export default function ResponsiveStack() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2, md: 3 }} sx={{ alignItems: { sm: 'center' } }}>
        <AspectRatio ratio="4/3" sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0, borderRadius: 'sm' }}>
          <div>
            <LocalCafeRoundedIcon sx={{ fontSize: '2.5rem', color: 'text.tertiary' }} />
          </div>
        </AspectRatio>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography level="title-lg">Ethiopia Guji, 250 g</Typography>
          <Typography level="body-sm">Whole beans, light roast. Notes of apricot, jasmine and black tea.</Typography>
        </Stack>
        <Button sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>Add to cart · €14</Button>
      </Stack>
    </Sheet>
  );
}
