import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip variant="plain">Plain</Chip>
      <Chip variant="outlined">Outlined</Chip>
      <Chip variant="soft">Soft</Chip>
      <Chip variant="solid">Solid</Chip>
    </Stack>
  );
}
