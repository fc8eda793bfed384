import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function CardSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <Card key={size} size={size} sx={{ width: 190 }}>
          <Typography level="title-md">size=&quot;{size}&quot;</Typography>
          <Typography>Monthly active readers: 18,204</Typography>
        </Card>
      ))}
    </Stack>
  );
}
