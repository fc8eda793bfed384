import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Label {
  name: string;
  /** Set on the extra option that offers to create a label from the typed text. */
  newName?: string;
}

const initialLabels: Label[] = [
  { name: 'bug' },
  { name: 'design' },
  { name: 'documentation' },
  { name: 'good first issue' },
  { name: 'performance' },
  { name: 'security' },
];

const filter = createFilterOptions<Label>();

export default function CreatableOptions() {
  const [labels, setLabels] = React.useState<Label[]>(initialLabels);
  const [value, setValue] = React.useState<Label | null>(null);

  const choose = (name: string) => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    const existing = labels.find((label) => label.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setValue(existing);
      return;
    }
    const created = { name: trimmed };
    setLabels((current) => [...current, created]);
    setValue(created);
  };

  return (
    <Autocomplete
      value={value}
      onChange={(_event, newValue) => {
        if (newValue === null) setValue(null);
        else if (typeof newValue === 'string') choose(newValue);
        else if (newValue.newName) choose(newValue.newName);
        else setValue(newValue);
      }}
      filterOptions={(options, state) => {
        const filtered = filter(options, state);
        const typed = state.inputValue.trim();
        const exists = options.some((option) => option.name.toLowerCase() === typed.toLowerCase());
        if (typed !== '' && !exists) filtered.push({ name: `Add "${typed}"`, newName: typed });
        return filtered;
      }}
      options={labels}
      getOptionLabel={(option) => (typeof option === 'string' ? option : (option.newName ?? option.name))}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props as typeof props & { key: React.Key };
        return (
          <li key={key} {...optionProps}>
            {option.name}
          </li>
        );
      }}
      freeSolo
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Issue label" helperText="Pick a label or type a new one" />}
    />
  );
}
