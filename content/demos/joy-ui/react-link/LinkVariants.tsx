import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Link href="#no-variant">No variant</Link>
      <Link href="#plain" variant="plain">
        Plain
      </Link>
      <Link href="#outlined" variant="outlined">
        Outlined
      </Link>
      <Link href="#soft" variant="soft">
        Soft
      </Link>
      <Link href="#solid" variant="solid">
        Solid
      </Link>
    </Stack>
  );
}
