import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const sections: { title: string; items: { primary: string; secondary: string }[] }[] = [
  {
    title: 'Today',
    items: [
      { primary: 'Invoice 1042 paid', secondary: '09:14' },
      { primary: 'New comment on the roadmap', secondary: '08:02' },
    ],
  },
  {
    title: 'Yesterday',
    items: [
      { primary: 'Password changed', secondary: '18:40' },
      { primary: 'Weekly report ready', secondary: '07:30' },
    ],
  },
];

export default function SubheaderDividers() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper', borderRadius: 1 }} subheader={<li />}>
      {sections.map((section, index) => (
        <li key={section.title}>
          <ul style={{ padding: 0 }}>
            {index > 0 && <Divider component="li" />}
            <ListSubheader sx={{ lineHeight: '36px' }}>{section.title}</ListSubheader>
            {section.items.map((item) => (
              <ListItem key={item.primary} dense>
                <ListItemText primary={item.primary} secondary={item.secondary} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
