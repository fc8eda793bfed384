import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const tags = [
  'Vegetarian',
  'Gluten free',
  'Under 30 minutes',
  'One pot',
  'Kid friendly',
  'Spicy',
  'Make ahead',
  'Freezer friendly',
  'Budget',
];

export default function FlexGapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 420 }}>
      {tags.map((tag) => (
        <Chip key={tag} variant="soft">
          {tag}
        </Chip>
      ))}
    </Stack>
  );
}
