import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';

interface Member {
  id: number;
  name: string;
  role: string;
  away?: boolean;
}

const team: Member[] = [
  { id: 1, name: 'Amara Nwosu', role: 'Engineering manager' },
  { id: 2, name: 'Lucas Ferreira', role: 'Back-end developer' },
  { id: 3, name: 'Hana Sato', role: 'Product designer', away: true },
  { id: 4, name: 'Omar Haddad', role: 'Front-end developer' },
  { id: 5, name: 'Ingrid Larsen', role: 'QA engineer' },
  { id: 6, name: 'Priya Raman', role: 'Data analyst' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function CustomOptions() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Assign to</FormLabel>
      <Autocomplete
        placeholder="Search people"
        startDecorator={<PersonSearchIcon />}
        options={team}
        getOptionLabel={(option) => option.name}
        getOptionDisabled={(option) => Boolean(option.away)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, option) => (
          <AutocompleteOption {...props}>
            <ListItemDecorator>
              <Avatar size="sm">{initials(option.name)}</Avatar>
            </ListItemDecorator>
            <ListItemContent>
              {option.name}
              <Typography level="body-xs">{option.away ? `${option.role} · on leave` : option.role}</Typography>
            </ListItemContent>
          </AutocompleteOption>
        )}
        slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}
      />
    </FormControl>
  );
}
