import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a router: real apps get `navigate` and the link component from their routing library.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

// Forwarding the ref lets Material UI focus the element and measure it for the ripple.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, onClick, ...other }, ref) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks keep the browser's behavior, such as opening a new tab.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

export default function RouterLinks() {
  const [path, setPath] = React.useState<string>('/inbox');

  return (
    <NavigateContext.Provider value={setPath}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <Stack direction="row" spacing={2} alignItems="center" component="nav" aria-label="Mail folders">
          <Link component={RouterLink} to="/inbox" underline="hover">
            Inbox
          </Link>
          <Link component={RouterLink} to="/drafts" underline="hover">
            Drafts
          </Link>
          <Button component={RouterLink} to="/compose" variant="outlined" size="small">
            Compose
          </Button>
        </Stack>
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            Current route
          </Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{path}</Typography>
        </Box>
      </Stack>
    </NavigateContext.Provider>
  );
}
