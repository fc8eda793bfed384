import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// The demo stays on this page; a real app would let the links navigate.
function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#shop" onClick={stayHere}>
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#kitchen" onClick={stayHere}>
        Kitchen
      </Link>
      <Typography color="text.primary" aria-current="page">
        Cast-iron pans
      </Typography>
    </Breadcrumbs>
  );
}
