import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

const birds = ['Avocet', 'Bittern', 'Chiffchaff', 'Dunlin', 'Eider', 'Fieldfare', 'Goldcrest', 'Hobby', 'Ibis', 'Jackdaw', 'Kittiwake'];
const perPage = 3;

export default function ControlledPagination() {
  const [page, setPage] = React.useState<number>(1);
  const visible = birds.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <List dense aria-live="polite">
        {visible.map((bird) => (
          <ListItem key={bird}>
            <ListItemText primary={bird} secondary={`Species ${birds.indexOf(bird) + 1} of ${birds.length}`} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={Math.ceil(birds.length / perPage)}
        page={page}
        onChange={(_event: React.ChangeEvent<unknown>, value: number) => setPage(value)}
        color="primary"
      />
    </Stack>
  );
}
