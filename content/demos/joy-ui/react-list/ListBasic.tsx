import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function ListBasic() {
  return (
    <div>
      <Typography id="packing-list" level="title-sm">
        Packing list
      </Typography>
      <List aria-labelledby="packing-list">
        <ListItem>Passport and boarding pass</ListItem>
        <ListItem>Universal travel adapter</ListItem>
        <ListItem>Rain jacket</ListItem>
        <ListItem>Reusable water bottle</ListItem>
      </List>
    </div>
  );
}
