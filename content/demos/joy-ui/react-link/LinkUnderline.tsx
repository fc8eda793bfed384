import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href="#hover" underline="hover">
        Underline on hover (default)
      </Link>
      <Link href="#always" underline="always">
        Always underlined
      </Link>
      <Link href="#none" underline="none">
        Never underlined
      </Link>
      <Link href="#opacity" underline="always" sx={{ '--Link-underlineOpacity': 0.3 }}>
        Faint underline
      </Link>
    </Stack>
  );
}
