import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const initialTags: string[] = ['hiking', 'coastline', 'sunrise', 'lighthouse'];

export default function PhotoTagChips() {
  const [tags, setTags] = React.useState<string[]>(initialTags);

  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} onDelete={() => setTags((current) => current.filter((item) => item !== tag))} />
      ))}
      {tags.length < initialTags.length && (
        <Button size="small" onClick={() => setTags(initialTags)}>
          Restore tags
        </Button>
      )}
    </Stack>
  );
}
