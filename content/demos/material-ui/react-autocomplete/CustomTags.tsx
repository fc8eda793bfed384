import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Person {
  name: string;
  initials: string;
  color: string;
}

const people: Person[] = [
  { name: 'Amara Okafor', initials: 'AO', color: '#00695c' },
  { name: 'Chen Wei', initials: 'CW', color: '#1565c0' },
  { name: 'Diego Ramírez', initials: 'DR', color: '#6a1b9a' },
  { name: 'Hannah Schulz', initials: 'HS', color: '#ad1457' },
  { name: 'Kofi Mensah', initials: 'KM', color: '#e65100' },
  { name: 'Lena Novak', initials: 'LN', color: '#2e7d32' },
];

export default function CustomTags() {
  return (
    <Autocomplete
      multiple
      options={people}
      getOptionLabel={(person) => person.name}
      defaultValue={[people[0], people[2], people[3], people[5]]}
      limitTags={2}
      getLimitTagsText={(more) => `and ${more} more`}
      renderTags={(value, getTagProps) =>
        value.map((person, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              variant="outlined"
              avatar={
                <Avatar sx={{ bgcolor: person.color, color: '#fff !important' }} aria-hidden>
                  {person.initials}
                </Avatar>
              }
              label={person.name}
              {...tagProps}
            />
          );
        })
      }
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Invite to the meeting" />}
    />
  );
}
