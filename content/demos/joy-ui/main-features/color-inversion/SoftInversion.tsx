import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['success', 'warning'];

export default function SoftInversion() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {colors.map((color) => (
        <Sheet
          key={color}
          variant="soft"
          color={color}
          invertedColors
          sx={{ flex: 1, p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography level="title-md" sx={{ flex: 1 }}>
              {color === 'success' ? 'Referral program' : 'Trial ends in 3 days'}
            </Typography>
            <Chip size="sm" variant="outlined">
              {color}
            </Chip>
          </Stack>
          <Typography level="body-sm">
            {color === 'success'
              ? 'Invite a colleague and both of you get a month free.'
              : 'Add a payment method to keep your projects online.'}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Input
              size="sm"
              placeholder={color === 'success' ? 'colleague@example.com' : 'Card number'}
              slotProps={{ input: { 'aria-label': color === 'success' ? 'Colleague email' : 'Card number' } }}
              sx={{ flex: 1 }}
            />
            <Button size="sm">{color === 'success' ? 'Invite' : 'Save'}</Button>
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}
