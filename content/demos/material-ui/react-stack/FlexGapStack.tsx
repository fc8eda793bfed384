import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags: string[] = ['Vegetarian', 'Gluten free', 'Under 30 minutes', 'One pot', 'Batch cooking', 'Spicy', 'Kid friendly', 'Budget'];

export default function FlexGapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ maxWidth: 360 }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} variant="outlined" />
      ))}
    </Stack>
  );
}
