import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import PhoneIcon from '@mui/icons-material/Phone';

export default function IconTabs() {
  const [value, setValue] = React.useState<number>(0);
  const handleChange = (_event: React.SyntheticEvent, newValue: number) => setValue(newValue);

  return (
    <Stack spacing={2}>
      <Tabs value={value} onChange={handleChange} aria-label="Contacts, icons only">
        <Tab icon={<PhoneIcon />} aria-label="Recent calls" />
        <Tab icon={<FavoriteIcon />} aria-label="Favorites" />
        <Tab icon={<PersonPinIcon />} aria-label="Nearby" />
      </Tabs>
      <Tabs value={value} onChange={handleChange} aria-label="Contacts, icons and labels">
        <Tab icon={<PhoneIcon />} iconPosition="start" label="Recent" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favorites" />
        <Tab icon={<PersonPinIcon />} iconPosition="start" label="Nearby" />
      </Tabs>
      <Tabs value={value} onChange={handleChange} aria-label="Contacts, icons on top, bottom and end">
        <Tab icon={<PhoneIcon />} iconPosition="top" label="Recent" />
        <Tab icon={<FavoriteIcon />} iconPosition="bottom" label="Favorites" />
        <Tab icon={<PersonPinIcon />} iconPosition="end" label="Nearby" />
      </Tabs>
    </Stack>
  );
}
