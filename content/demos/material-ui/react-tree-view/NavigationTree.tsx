import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections: { title: string; pages: string[] }[] = [
  { title: 'Getting started', pages: ['Install', 'First project'] },
  { title: 'Guides', pages: ['Routing', 'Data fetching', 'Testing'] },
  { title: 'Reference', pages: ['CLI', 'Configuration'] },
];

export default function NavigationTree() {
  const [expanded, setExpanded] = React.useState<string[]>(['Guides']);
  const [current, setCurrent] = React.useState('Routing');

  const toggle = (title: string) =>
    setExpanded((list) => (list.includes(title) ? list.filter((item) => item !== title) : [...list, title]));

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 300 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpanded(sections.map((section) => section.title))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <List component="nav" dense aria-label="Documentation">
        {sections.map(({ title, pages }) => (
          <React.Fragment key={title}>
            <ListItemButton aria-expanded={expanded.includes(title)} onClick={() => toggle(title)}>
              <ListItemText primary={title} primaryTypographyProps={{ fontWeight: 'medium' }} />
              {expanded.includes(title) ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </ListItemButton>
            <Collapse in={expanded.includes(title)}>
              {pages.map((page) => (
                <ListItemButton
                  key={page}
                  selected={page === current}
                  aria-current={page === current ? 'page' : undefined}
                  onClick={() => setCurrent(page)}
                  sx={{ pl: 4 }}
                >
                  <ListItemText primary={page} />
                </ListItemButton>
              ))}
            </Collapse>
          </React.Fragment>
        ))}
      </List>
    </Stack>
  );
}
