import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const separators: { label: string; separator: React.ReactNode }[] = [
  { label: 'Arrow', separator: '→' },
  { label: 'Dot', separator: '·' },
  { label: 'Icon', separator: <NavigateNextIcon fontSize="small" /> },
];

function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function CustomSeparator() {
  return (
    <Stack spacing={2}>
      {separators.map(({ label, separator }) => (
        <Breadcrumbs key={label} separator={separator} aria-label={`breadcrumb with ${label.toLowerCase()} separator`}>
          <Link underline="hover" color="inherit" href="#handbook" onClick={stayHere}>
            Handbook
          </Link>
          <Link underline="hover" color="inherit" href="#leave" onClick={stayHere}>
            Leave
          </Link>
          <Typography color="text.primary" aria-current="page">
            Parental leave
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
