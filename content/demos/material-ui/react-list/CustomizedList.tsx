import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import BarChartIcon from '@mui/icons-material/BarChart';
import DnsIcon from '@mui/icons-material/Dns';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';

// A compact sidebar for a dark console: small icons, tight rows, and a colored bar on the selected row.
const SidebarList = styled(List)(({ theme }) => ({
  '& .MuiListSubheader-root': {
    backgroundColor: 'transparent',
    color: 'rgba(255, 255, 255, 0.6)',
    fontSize: 12,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    lineHeight: '36px',
  },
  '& .MuiListItemButton-root': {
    margin: theme.spacing(0, 1),
    paddingTop: 6,
    paddingBottom: 6,
    borderRadius: 6,
    color: 'rgba(255, 255, 255, 0.8)',
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.08)' },
    '&.Mui-selected': {
      backgroundColor: 'rgba(144, 202, 249, 0.16)',
      color: '#90caf9',
      boxShadow: 'inset 3px 0 0 #90caf9',
      '& .MuiListItemIcon-root': { color: '#90caf9' },
    },
    '&.Mui-focusVisible': { outline: '2px solid #90caf9', outlineOffset: -2 },
  },
  '& .MuiListItemIcon-root': {
    minWidth: 0,
    marginRight: theme.spacing(2),
    color: 'rgba(255, 255, 255, 0.6)',
    '& svg': { fontSize: 20 },
  },
}));

const sections = [
  {
    heading: 'Project',
    items: [
      { label: 'Usage', icon: <BarChartIcon /> },
      { label: 'Members', icon: <PeopleIcon /> },
    ],
  },
  {
    heading: 'Resources',
    items: [
      { label: 'Databases', icon: <StorageIcon /> },
      { label: 'DNS records', icon: <DnsIcon /> },
      { label: 'Settings', icon: <SettingsIcon /> },
    ],
  },
];

export default function CustomizedList() {
  const [selected, setSelected] = React.useState('Databases');

  return (
    <Box component="nav" aria-label="Project console" sx={{ width: 260, py: 1, bgcolor: '#102a43', borderRadius: 2 }}>
      {sections.map((section, index) => (
        <React.Fragment key={section.heading}>
          {index > 0 && <Divider sx={{ my: 1, borderColor: 'rgba(255, 255, 255, 0.12)' }} />}
          <SidebarList dense subheader={<ListSubheader component="div">{section.heading}</ListSubheader>}>
            {section.items.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton
                  selected={selected === item.label}
                  aria-current={selected === item.label ? 'page' : undefined}
                  onClick={() => setSelected(item.label)}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} primaryTypographyProps={{ fontWeight: 'medium' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </SidebarList>
        </React.Fragment>
      ))}
    </Box>
  );
}
