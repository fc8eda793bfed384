import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuItemProps, type GridColumnMenuProps } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'language', headerName: 'Language', width: 150 },
  { field: 'speakers', headerName: 'Speakers (M)', type: 'number', width: 140 },
  { field: 'script', headerName: 'Script', width: 130 },
];

const rows = [
  { id: 1, language: 'Mandarin', speakers: 1138, script: 'Han' },
  { id: 2, language: 'Spanish', speakers: 559, script: 'Latin' },
  { id: 3, language: 'Hindi', speakers: 609, script: 'Devanagari' },
  { id: 4, language: 'Arabic', speakers: 274, script: 'Arabic' },
];

/** A menu item of our own: copies the column's field name. */
function CopyFieldItem({ colDef, onClick }: GridColumnMenuItemProps) {
  return (
    <MenuItem
      onClick={(event) => {
        void navigator.clipboard?.writeText(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy field name</ListItemText>
    </MenuItem>
  );
}

function ColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // No "Manage columns" item, and one item added after the others.
      slots={{ columnMenuColumnsItem: null, columnMenuCopyItem: CopyFieldItem }}
      slotProps={{ columnMenuCopyItem: { displayOrder: 40 } }}
    />
  );
}

export default function ColumnMenuIconsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{
          columnMenu: ColumnMenu,
          columnSortedAscendingIcon: ArrowUpwardIcon,
          columnSortedDescendingIcon: ArrowDownwardIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'speakers', sort: 'desc' }] } }}
      />
    </Box>
  );
}
