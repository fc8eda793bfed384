import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';
import Avatar from '@mui/joy/Avatar';
import type { ColorPaletteProp } from '@mui/joy/styles';
import HomeRounded from '@mui/icons-material/HomeRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

type Status = 'Paid' | 'Refunded' | 'Pending';

const statusColor: Record<Status, ColorPaletteProp> = {
  Paid: 'success',
  Refunded: 'neutral',
  Pending: 'warning',
};

const orders: { id: string; date: string; customer: string; total: string; status: Status }[] = [
  { id: 'SO-10482', date: 'Mar 14, 2024', customer: 'Amelia Novak', total: '184.00 EUR', status: 'Paid' },
  { id: 'SO-10481', date: 'Mar 14, 2024', customer: 'Kwame Mensah', total: '62.50 EUR', status: 'Pending' },
  { id: 'SO-10480', date: 'Mar 13, 2024', customer: 'Lucía Fernández', total: '310.90 EUR', status: 'Paid' },
  { id: 'SO-10479', date: 'Mar 13, 2024', customer: 'Tomasz Wójcik', total: '45.00 EUR', status: 'Refunded' },
  { id: 'SO-10478', date: 'Mar 12, 2024', customer: 'Hana Sato', total: '129.99 EUR', status: 'Paid' },
];

const stats = [
  { label: 'Revenue this week', value: '12,480 EUR', change: '+8.2%' },
  { label: 'Orders', value: '214', change: '+3.1%' },
  { label: 'Average basket', value: '58.32 EUR', change: '+4.9%' },
];

const navigation = [
  { label: 'Overview', icon: <HomeRounded /> },
  { label: 'Orders', icon: <ShoppingCartRounded /> },
  { label: 'Products', icon: <Inventory2Rounded /> },
  { label: 'Customers', icon: <GroupRounded /> },
];

export default function OrderDashboard() {
  const [section, setSection] = React.useState('Orders');
  const [query, setQuery] = React.useState('');
  const visibleOrders = orders.filter((order) => `${order.id} ${order.customer}`.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '200px 1fr' },
        borderRadius: 'md',
        overflow: 'hidden',
        minHeight: 480,
      }}
    >
      <Box
        component="nav"
        aria-label="Store sections"
        sx={{
          p: 1.5,
          borderRight: { md: '1px solid' },
          borderBottom: { xs: '1px solid', md: 'none' },
          borderColor: 'divider',
          bgcolor: 'background.surface',
        }}
      >
        <Typography level="title-md" sx={{ px: 1, py: 1 }}>
          Bakehouse Store
        </Typography>
        <List size="sm" sx={{ '--List-gap': '4px', '--ListItem-radius': '6px' }}>
          {navigation.map((item) => (
            <ListItem key={item.label}>
              <ListItemButton
                selected={section === item.label}
                aria-current={section === item.label ? 'page' : undefined}
                onClick={() => setSection(item.label)}
              >
                <ListItemDecorator>{item.icon}</ListItemDecorator>
                <ListItemContent>{item.label}</ListItemContent>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography level="h4" component="h3" sx={{ flex: 1 }}>
            {section}
          </Typography>
          <Button variant="outlined" color="neutral" size="sm" startDecorator={<FileDownloadOutlined />}>
            Export CSV
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
          {stats.map((stat) => (
            <Card key={stat.label} variant="soft" size="sm">
              <Typography level="body-xs">{stat.label}</Typography>
              <Typography level="title-lg">{stat.value}</Typography>
              <Typography level="body-xs" color="success">
                {stat.change} on last week
              </Typography>
            </Card>
          ))}
        </Box>
        <Input
          size="sm"
          placeholder="Search by order or customer"
          startDecorator={<SearchRounded />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { 'aria-label': 'Search orders' } }}
          sx={{ maxWidth: 320 }}
        />
        <Sheet
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label="Recent orders, scrollable"
          sx={{ borderRadius: 'sm', overflow: 'auto' }}
        >
          <Table size="sm" hoverRow stickyHeader aria-label="Recent orders" sx={{ minWidth: 520 }}>
            <thead>
              <tr>
                <th style={{ width: 96 }}>Order</th>
                <th style={{ width: 110 }}>Date</th>
                <th>Customer</th>
                <th style={{ width: 96 }}>Status</th>
                <th style={{ width: 96, textAlign: 'right' }}>Total</th>
              </tr>
            </thead>
            <tbody>
              {visibleOrders.map((order) => (
                <tr key={order.id}>
                  <td>{order.id}</td>
                  <td>{order.date}</td>
                  <td>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Avatar size="sm">
                        {order.customer
                          .split(' ')
                          .map((part) => part[0])
                          .join('')}
                      </Avatar>
                      {order.customer}
                    </Box>
                  </td>
                  <td>
                    <Chip size="sm" variant="soft" color={statusColor[order.status]}>
                      {order.status}
                    </Chip>
                  </td>
                  <td style={{ textAlign: 'right' }}>{order.total}</td>
                </tr>
              ))}
              {visibleOrders.length === 0 ? (
                <tr>
                  <td colSpan={5}>
                    <Typography level="body-sm" sx={{ py: 2, textAlign: 'center' }}>
                      No order matches “{query}”.
                    </Typography>
                  </td>
                </tr>
              ) : null}
            </tbody>
          </Table>
        </Sheet>
      </Box>
    </Sheet>
  );
}
