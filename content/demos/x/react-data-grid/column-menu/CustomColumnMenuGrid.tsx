import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuItemProps, type GridColumnMenuProps } from '@mui/x-data-grid';

/** A menu item of our own: it receives the column's definition and `onClick`, which closes the menu. */
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

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // `null` removes a default item; a new key adds one.
      slots={{ columnMenuFilterItem: null, columnMenuCopyItem: CopyFieldItem }}
      // Default items are ordered 10 (sort), 20 (filter) and 30 (columns); 5 puts ours first.
      slotProps={{ columnMenuCopyItem: { displayOrder: 5 } }}
    />
  );
}

const columns: GridColDef[] = [
  { field: 'river', headerName: 'River', width: 140 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, river: 'Nile', continent: 'Africa', length: 6650 },
  { id: 2, river: 'Amazon', continent: 'South America', length: 6400 },
  { id: 3, river: 'Yangtze', continent: 'Asia', length: 6300 },
  { id: 4, river: 'Mississippi', continent: 'North America', length: 3730 },
];

export default function CustomColumnMenuGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{ columnMenu: CustomColumnMenu }} />
    </Box>
  );
}
