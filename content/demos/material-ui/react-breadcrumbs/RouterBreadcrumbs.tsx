import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Page titles by path; a real app reads these from its route configuration.
const titles: Record<string, string> = {
  '/shop': 'Shop',
  '/shop/garden': 'Garden',
  '/shop/garden/tools': 'Tools',
  '/shop/garden/seeds': 'Seeds',
  '/shop/kitchen': 'Kitchen',
};

// '/shop/garden/tools' -> ['/shop', '/shop/garden', '/shop/garden/tools']
function trail(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((_part, index) => `/${parts.slice(0, index + 1).join('/')}`);
}

export default function RouterBreadcrumbs() {
  const [path, setPath] = React.useState<string>('/shop/garden/tools');
  const crumbs = trail(path);

  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setPath(to);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Breadcrumbs aria-label="breadcrumb">
        {crumbs.map((to, index) =>
          index === crumbs.length - 1 ? (
            <Typography key={to} color="text.primary" aria-current="page">
              {titles[to]}
            </Typography>
          ) : (
            <Link key={to} href={`#${to}`} underline="hover" color="inherit" onClick={go(to)}>
              {titles[to]}
            </Link>
          ),
        )}
      </Breadcrumbs>
      <List dense aria-label="Pages" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {Object.keys(titles).map((to) => (
          <ListItemButton key={to} selected={to === path} onClick={() => setPath(to)} sx={{ pl: 1 + trail(to).length * 1.5 }}>
            <ListItemText primary={titles[to]} secondary={to} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
