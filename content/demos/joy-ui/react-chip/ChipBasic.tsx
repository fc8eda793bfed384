import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipBasic() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip>Vegetarian</Chip>
      <Chip>Gluten-free</Chip>
      <Chip>Under 30 minutes</Chip>
    </Stack>
  );
}
