import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const offices = [
  { country: 'Brazil', cities: ['São Paulo', 'Rio de Janeiro', 'Curitiba', 'Recife'] },
  { country: 'Germany', cities: ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Leipzig'] },
  { country: 'Japan', cities: ['Tokyo', 'Osaka', 'Fukuoka', 'Sapporo'] },
  { country: 'Kenya', cities: ['Nairobi', 'Mombasa', 'Kisumu'] },
  { country: 'Canada', cities: ['Toronto', 'Montréal', 'Vancouver', 'Calgary'] },
];

export default function ListStickySubheader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      aria-label="Offices by country"
      role="region"
      sx={{ width: 300, maxHeight: 280, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {offices.map(({ country, cities }) => (
          <ListItem key={country} nested>
            <ListSubheader sticky>{country}</ListSubheader>
            <List>
              {cities.map((city) => (
                <ListItem key={city}>{city}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
