import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const departures: [string, string[]][] = [
  ['Platform 1', ['07:05 Leeds', '07:35 York', '08:10 Newcastle', '08:40 Edinburgh']],
  ['Platform 2', ['07:12 Manchester', '07:48 Liverpool', '08:20 Chester']],
  ['Platform 3', ['07:20 Bristol', '07:55 Cardiff', '08:30 Swansea', '09:00 Exeter']],
];

export default function ScrollableSheet() {
  return (
    // A box that scrolls takes the keyboard's focus, so it can be scrolled without a pointer.
    <Sheet
      variant="soft"
      color="neutral"
      tabIndex={0}
      role="region"
      aria-label="Departures"
      sx={{ width: 280, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {departures.map(([platform, trains]) => (
          <ListItem nested key={platform}>
            <ListSubheader sticky>{platform}</ListSubheader>
            <List>
              {trains.map((train) => (
                <ListItem key={train}>{train}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
