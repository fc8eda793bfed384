import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

const sections = [
  { title: 'Getting started', pages: ['Installation', 'Usage', 'Tutorial'] },
  { title: 'Components', pages: ['Button', 'Chip', 'List', 'Table'] },
  { title: 'Customization', pages: ['Theme colors', 'Dark mode'] },
];

export default function ListNested() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ Components: true });
  const [current, setCurrent] = React.useState('List');

  return (
    <Sheet variant="outlined" sx={{ width: 280, borderRadius: 'sm' }}>
      <List
        size="sm"
        aria-label="Documentation"
        sx={{ '--ListItem-radius': '6px', '--List-padding': '8px', '--List-gap': '2px', '--List-nestedInsetStart': '28px' }}
      >
        {sections.map((section) => {
          const expanded = Boolean(open[section.title]);
          const listId = `section-${section.title.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <ListItem
              key={section.title}
              nested
              startAction={
                <IconButton
                  size="sm"
                  variant="plain"
                  color="neutral"
                  aria-label={expanded ? `Collapse ${section.title}` : `Expand ${section.title}`}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpen((state) => ({ ...state, [section.title]: !expanded }))}
                >
                  <KeyboardArrowDown sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: '0.2s' }} />
                </IconButton>
              }
            >
              <ListItemButton onClick={() => setOpen((state) => ({ ...state, [section.title]: !expanded }))}>
                <ListItemDecorator>
                  <FolderOutlined />
                </ListItemDecorator>
                {section.title}
              </ListItemButton>
              {expanded && (
                <List id={listId} aria-label={section.title}>
                  {section.pages.map((page) => (
                    <ListItem key={page}>
                      <ListItemButton
                        selected={current === page}
                        aria-current={current === page ? 'page' : undefined}
                        onClick={() => setCurrent(page)}
                      >
                        <ListItemDecorator>
                          <DescriptionOutlined />
                        </ListItemDecorator>
                        {page}
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </ListItem>
          );
        })}
      </List>
    </Sheet>
  );
}
