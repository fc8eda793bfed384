import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const groups = [
  { heading: 'Text', items: ['Paragraph', 'Heading', 'Quote'] },
  { heading: 'Media', items: ['Image', 'Video', 'Embed'] },
  { heading: 'Layout', items: ['Columns', 'Divider'] },
];

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastBlock, setLastBlock] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="insert-block-button"
        variant="outlined"
        aria-controls={open ? 'insert-block-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        {lastBlock ? `Inserted: ${lastBlock}` : 'Insert block'}
      </Button>
      <Menu
        id="insert-block-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{
          'aria-labelledby': 'insert-block-button',
          dense: true,
        }}
      >
        {/* Menu's children must be elements, not fragments: flatten the groups into one array. */}
        {groups.flatMap((group) => [
          <ListSubheader key={group.heading}>{group.heading}</ListSubheader>,
          ...group.items.map((item) => (
            <MenuItem
              key={item}
              onClick={() => {
                setLastBlock(item);
                setAnchorEl(null);
              }}
            >
              {item}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
