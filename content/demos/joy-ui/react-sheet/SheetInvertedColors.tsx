import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet, { SheetProps } from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

function Toolbar(props: SheetProps) {
  return (
    <Sheet {...props} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 'md' }}>
      <Typography level="title-md" sx={{ mr: 'auto' }}>
        Fleet tracker
      </Typography>
      <Input size="sm" placeholder="Truck or driver" aria-label="Search trucks" startDecorator={<SearchRoundedIcon />} />
      <Chip size="sm" variant="soft">
        42 on the road
      </Chip>
      <IconButton size="sm" variant="outlined" aria-label="Notifications">
        <NotificationsNoneRoundedIcon />
      </IconButton>
      <Button size="sm">New route</Button>
    </Sheet>
  );
}

export default function SheetInvertedColors() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
        <FormLabel>invertedColors</FormLabel>
      </FormControl>
      <Toolbar variant="solid" color="primary" invertedColors={inverted} />
      <Toolbar variant="soft" color="success" invertedColors={inverted} />
    </Stack>
  );
}
