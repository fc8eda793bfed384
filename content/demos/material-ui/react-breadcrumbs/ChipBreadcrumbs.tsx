import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { emphasize, styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

// Chips rendered as links: a gray pill that darkens on hover, focus and press.
const CrumbChip = styled(Chip)(({ theme }) => {
  const background = theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[800];
  return {
    backgroundColor: background,
    height: theme.spacing(3),
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightRegular,
    '&:hover, &.Mui-focusVisible': { backgroundColor: emphasize(background, 0.06) },
    '&:active': { backgroundColor: emphasize(background, 0.12) },
  };
}) as typeof Chip;

const preventNavigation = (event: React.MouseEvent) => event.preventDefault();

export default function ChipBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <CrumbChip component="a" href="#home" clickable label="Home" icon={<HomeIcon fontSize="small" />} onClick={preventNavigation} />
      <CrumbChip component="a" href="#projects" clickable label="Projects" onClick={preventNavigation} />
      <CrumbChip label="Harbor bridge" aria-current="page" sx={{ fontWeight: 600 }} />
    </Breadcrumbs>
  );
}
