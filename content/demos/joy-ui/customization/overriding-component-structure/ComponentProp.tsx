import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';

export default function ComponentProp() {
  return (
    <Sheet component="section" variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography level="title-lg" component="h3">
        Help center
      </Typography>
      <List component="nav" aria-label="Help topics" size="sm" sx={{ my: 1 }}>
        <ListItem>
          <ListItemButton component="a" href="#returns">
            Returns and refunds
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="#shipping">
            Shipping times
          </ListItemButton>
        </ListItem>
      </List>
      <Button component="a" href="https://status.example.com" target="_blank" rel="noopener" variant="soft" endDecorator={<OpenInNew />}>
        Service status
      </Button>
    </Sheet>
  );
}
