import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ListMarker() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <div>
        <Typography level="title-sm" id="ingredients">
          Ingredients
        </Typography>
        <List marker="disc" aria-labelledby="ingredients">
          <ListItem>200 g spaghetti</ListItem>
          <ListItem>2 cloves of garlic</ListItem>
          <ListItem>
            Olive oil
            <List marker="circle">
              <ListItem>Extra virgin, for finishing</ListItem>
            </List>
          </ListItem>
          <ListItem>A pinch of chili flakes</ListItem>
        </List>
      </div>
      <div>
        <Typography level="title-sm" id="method">
          Method
        </Typography>
        <List component="ol" marker="decimal" aria-labelledby="method">
          <ListItem>Boil the pasta in salted water.</ListItem>
          <ListItem>Warm the sliced garlic in oil.</ListItem>
          <ListItem>Toss everything together.</ListItem>
        </List>
      </div>
    </Stack>
  );
}
