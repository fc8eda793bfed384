import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a router's link component: it renders an <a> and reports the navigation instead of loading a page.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

interface DemoLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

const DemoLink = React.forwardRef<HTMLAnchorElement, DemoLinkProps>(function DemoLink({ to, onClick, ...other }, ref) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // Let modified clicks (new tab, new window) through, as routers do.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

export default function RouterLinkButtons() {
  const [location, setLocation] = React.useState<string>('/orders');

  return (
    <NavigateContext.Provider value={setLocation}>
      <Stack spacing={2} alignItems="flex-start">
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button component={DemoLink} to="/orders" variant={location === '/orders' ? 'contained' : 'outlined'}>
            Orders
          </Button>
          <Button component={DemoLink} to="/returns" variant={location === '/returns' ? 'contained' : 'outlined'}>
            Returns
          </Button>
        </Stack>
        <Typography variant="body2">Current route: {location}</Typography>
      </Stack>
    </NavigateContext.Provider>
  );
}
