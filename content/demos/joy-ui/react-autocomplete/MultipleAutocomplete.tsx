import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const ingredients = [
  'Basil',
  'Cherry tomatoes',
  'Chickpeas',
  'Coriander',
  'Feta',
  'Garlic',
  'Ginger',
  'Lemon',
  'Mozzarella',
  'Mushrooms',
  'Olives',
  'Parmesan',
  'Red onion',
  'Spinach',
  'Sweet potato',
];

const labels = [
  { name: 'bug', color: 'danger' },
  { name: 'documentation', color: 'primary' },
  { name: 'good first issue', color: 'success' },
  { name: 'needs triage', color: 'warning' },
  { name: 'performance', color: 'neutral' },
] as const;

type Label = (typeof labels)[number];

export default function MultipleAutocomplete() {
  const [selectedLabels, setSelectedLabels] = React.useState<Label[]>([labels[0], labels[3]]);
  return (
    <Stack spacing={2} sx={{ width: 340 }}>
      <FormControl>
        <FormLabel>Ingredients</FormLabel>
        <Autocomplete
          multiple
          limitTags={2}
          disableCloseOnSelect
          placeholder="Add ingredients"
          options={ingredients}
          defaultValue={['Garlic', 'Lemon', 'Spinach', 'Feta']}
        />
        <FormHelperText>Only two chips show until the field has focus.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Labels</FormLabel>
        <Autocomplete
          multiple
          filterSelectedOptions
          options={labels}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.name === value.name}
          value={selectedLabels}
          onChange={(_event, newValue) => setSelectedLabels(newValue)}
          renderTags={(tags, getTagProps) =>
            tags.map((tag, index) => {
              const { key, onClick, ...tagProps } = getTagProps({ index });
              return (
                <Chip
                  key={key}
                  variant="solid"
                  color={tag.color}
                  size="sm"
                  endDecorator={<ChipDelete onDelete={onClick} aria-label={`Remove ${tag.name}`} />}
                  {...tagProps}
                >
                  {tag.name}
                </Chip>
              );
            })
          }
        />
      </FormControl>
    </Stack>
  );
}
