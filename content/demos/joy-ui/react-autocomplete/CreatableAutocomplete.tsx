import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';

interface Tag {
  name: string;
  // Set only on the suggestion that creates a new tag.
  create?: boolean;
}

const filter = createFilterOptions<Tag>();

export default function CreatableAutocomplete() {
  const [tags, setTags] = React.useState<Tag[]>([
    { name: 'Accessibility' },
    { name: 'Design system' },
    { name: 'Onboarding' },
    { name: 'Performance' },
    { name: 'Pricing page' },
  ]);
  const [value, setValue] = React.useState<Tag | null>(null);

  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Project tag</FormLabel>
      <Autocomplete
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        placeholder="Pick or create a tag"
        options={tags}
        value={value}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          const exists = options.some((tag) => tag.name.toLowerCase() === typed.toLowerCase());
          if (typed !== '' && !exists) {
            filtered.push({ name: typed, create: true });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        onChange={(_event, newValue) => {
          // A string comes from Enter on free text; an object with `create` from the suggestion.
          const name = typeof newValue === 'string' ? newValue.trim() : newValue?.name;
          if (!name) {
            setValue(null);
            return;
          }
          const existing = tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
          if (existing) {
            setValue(existing);
          } else {
            const created = { name };
            setTags((current) => [...current, created]);
            setValue(created);
          }
        }}
        renderOption={(props, option) => (
          <AutocompleteOption {...props}>
            {option.create ? (
              <>
                <ListItemDecorator>
                  <AddCircleOutlineIcon />
                </ListItemDecorator>
                Add “{option.name}”
              </>
            ) : (
              option.name
            )}
          </AutocompleteOption>
        )}
      />
      <Typography level="body-xs" sx={{ mt: 0.5 }}>
        {tags.length} tags
      </Typography>
    </FormControl>
  );
}
