import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const skills = ['Accessibility', 'Copywriting', 'Data analysis', 'Illustration', 'Photography', 'Research', 'Typography', 'Video editing'];

export default function MultipleValues() {
  return (
    <Autocomplete
      multiple
      options={skills}
      defaultValue={['Research', 'Typography', 'Photography']}
      limitTags={2}
      filterSelectedOptions
      disableCloseOnSelect
      sx={{ width: 360 }}
      renderInput={(params) => <TextField {...params} label="Skills" placeholder="Add a skill" />}
    />
  );
}
