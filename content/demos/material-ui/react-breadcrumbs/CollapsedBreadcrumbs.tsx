import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const path = ['Archive', 'Photos', '2024', 'Summer', 'Lake District', 'Day three'];

function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function CollapsedBreadcrumbs() {
  const parents = path.slice(0, -1);

  return (
    <Breadcrumbs maxItems={4} itemsBeforeCollapse={1} itemsAfterCollapse={2} expandText="Show full path" aria-label="breadcrumb">
      {parents.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href={`#${folder.toLowerCase().replace(/\s+/g, '-')}`} onClick={stayHere}>
          {folder}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        {path[path.length - 1]}
      </Typography>
    </Breadcrumbs>
  );
}
