import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import HomeOutlined from '@mui/icons-material/HomeOutlined';

const links = ['Products', 'Pricing', 'Customers', 'Blog'];

export default function ListHorizontal() {
  const [current, setCurrent] = React.useState('Home');
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflowX: 'auto' }}>
      <List
        component="nav"
        orientation="horizontal"
        aria-label="Main"
        sx={{ '--List-padding': '6px', '--ListItem-radius': '6px', '--List-gap': '4px' }}
      >
        <ListItem>
          <ListItemButton
            selected={current === 'Home'}
            aria-current={current === 'Home' ? 'page' : undefined}
            onClick={() => setCurrent('Home')}
          >
            <ListItemDecorator>
              <HomeOutlined />
            </ListItemDecorator>
            Home
          </ListItemButton>
        </ListItem>
        <ListDivider aria-hidden />
        {links.map((link) => (
          <ListItem key={link}>
            <ListItemButton
              selected={current === link}
              aria-current={current === link ? 'page' : undefined}
              onClick={() => setCurrent(link)}
            >
              {link}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
