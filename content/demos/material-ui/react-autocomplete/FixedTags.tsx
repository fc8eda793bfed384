import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const reviewers = ['Amara Okafor', 'Chen Wei', 'Diego Ramírez', 'Hannah Schulz', 'Ines Duarte', 'Kofi Mensah', 'Lena Novak', 'Priya Nair'];

// The code owners of the changed files must review; they cannot be removed.
const required = ['Chen Wei'];

export default function FixedTags() {
  const [value, setValue] = React.useState<string[]>([...required, 'Priya Nair']);

  return (
    <Autocomplete
      multiple
      options={reviewers}
      value={value}
      onChange={(_event, newValue) => {
        // Clearing or Backspace would drop the fixed reviewers too, so put them back first.
        setValue([...required, ...newValue.filter((name) => !required.includes(name))]);
      }}
      getOptionDisabled={(option) => required.includes(option)}
      renderTags={(tagValue, getTagProps) =>
        tagValue.map((option, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} label={option} {...tagProps} disabled={required.includes(option)} />;
        })
      }
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Reviewers" helperText="Chen Wei owns these files and always reviews" />}
    />
  );
}
