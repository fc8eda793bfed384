import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// A stand-in for a router, so the demo runs without one: it holds the current path and a navigate function.
const RouterContext = React.createContext<{ pathname: string; navigate: (to: string) => void }>({
  pathname: '/',
  navigate: () => {},
});

// Shaped like a router's link: it takes `to`, renders an <a> with an href and forwards the ref, as Tab needs.
const RouterLink = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      // A hash URL, as a hash router writes it, so the demo's links stay on this page even when opened in a new tab.
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

const routes = [
  { path: '/settings/profile', label: 'Profile' },
  { path: '/settings/billing', label: 'Billing' },
  { path: '/settings/notifications', label: 'Notifications' },
];

function SettingsTabs() {
  const { pathname } = React.useContext(RouterContext);
  // The selected tab comes from the address, so reloading or sharing a link opens the same tab.
  const current = routes.find((route) => pathname.startsWith(route.path));

  return (
    <Tabs value={current ? current.path : false} aria-label="Settings sections">
      {routes.map((route) => (
        <Tab
          key={route.path}
          value={route.path}
          label={route.label}
          component={RouterLink}
          to={route.path}
          aria-current={current === route ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}

export default function RouterTabs() {
  const [pathname, navigate] = React.useState('/settings/billing/invoices');
  const router = React.useMemo(() => ({ pathname, navigate }), [pathname]);

  return (
    <RouterContext.Provider value={router}>
      <Box sx={{ width: '100%' }}>
        <SettingsTabs />
        <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
          Current path: <code>{pathname}</code>
        </Typography>
      </Box>
    </RouterContext.Provider>
  );
}
