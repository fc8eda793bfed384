import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import HomeIcon from '@mui/icons-material/Home';

// Theme palette keys in sx follow light and dark mode: a faint pill that gets stronger on hover and focus.
const crumb = {
  height: 24,
  bgcolor: 'action.hover',
  color: 'text.primary',
  fontWeight: 'fontWeightRegular',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.selected' },
  '&:active': { boxShadow: 1 },
} as const;

const preventNavigation = (event: React.MouseEvent) => event.preventDefault();

export default function ChipBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Chip component="a" href="#home" clickable label="Home" icon={<HomeIcon fontSize="small" />} onClick={preventNavigation} sx={crumb} />
      <Chip component="a" href="#projects" clickable label="Projects" onClick={preventNavigation} sx={crumb} />
      <Chip label="Harbor bridge" aria-current="page" sx={{ ...crumb, fontWeight: 600, '&:hover': {} }} />
    </Breadcrumbs>
  );
}
