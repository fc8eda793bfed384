import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';

const destinations = [
  { label: 'Dashboard', icon: <DashboardRoundedIcon /> },
  { label: 'Invoices', icon: <ReceiptLongRoundedIcon /> },
  { label: 'Customers', icon: <PeopleRoundedIcon /> },
  { label: 'Reports', icon: <BarChartRoundedIcon /> },
];

export default function BasicDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Dashboard');

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<MenuRoundedIcon />} onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Ledgerly</DialogTitle>
        <List component="nav" aria-label="Main" sx={{ flex: 'none', px: 1 }}>
          {destinations.map((destination) => (
            <ListItem key={destination.label}>
              <ListItemButton
                selected={destination.label === current}
                aria-current={destination.label === current ? 'page' : undefined}
                onClick={() => {
                  setCurrent(destination.label);
                  setOpen(false);
                }}
              >
                <ListItemDecorator>{destination.icon}</ListItemDecorator>
                {destination.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
