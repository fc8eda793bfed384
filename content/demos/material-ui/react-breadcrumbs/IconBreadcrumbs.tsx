import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';

function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#drive" onClick={stayHere} sx={{ display: 'flex', alignItems: 'center' }}>
        <HomeIcon fontSize="inherit" sx={{ mr: 0.5 }} />
        My drive
      </Link>
      <Link underline="hover" color="inherit" href="#invoices" onClick={stayHere} sx={{ display: 'flex', alignItems: 'center' }}>
        <FolderIcon fontSize="inherit" sx={{ mr: 0.5 }} />
        Invoices
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ display: 'flex', alignItems: 'center' }}>
        <DescriptionIcon fontSize="inherit" sx={{ mr: 0.5 }} />
        April.pdf
      </Typography>
    </Breadcrumbs>
  );
}
