import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  // The names from the top of the organization down to this person.
  hierarchy: string[];
  title: string;
  office: string;
  id: number;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Ada'], title: 'Chief executive', office: 'Lisbon' },
  { id: 2, hierarchy: ['Ada', 'Bruno'], title: 'Head of engineering', office: 'Lisbon' },
  { id: 3, hierarchy: ['Ada', 'Bruno', 'Chen'], title: 'Platform lead', office: 'Singapore' },
  { id: 4, hierarchy: ['Ada', 'Bruno', 'Chen', 'Dana'], title: 'Engineer', office: 'Singapore' },
  { id: 5, hierarchy: ['Ada', 'Bruno', 'Chen', 'Emil'], title: 'Engineer', office: 'Berlin' },
  { id: 6, hierarchy: ['Ada', 'Bruno', 'Farah'], title: 'Mobile lead', office: 'Lisbon' },
  { id: 7, hierarchy: ['Ada', 'Bruno', 'Farah', 'Gus'], title: 'Engineer', office: 'Lisbon' },
  { id: 8, hierarchy: ['Ada', 'Hana'], title: 'Head of sales', office: 'Toronto' },
  { id: 9, hierarchy: ['Ada', 'Hana', 'Ivo'], title: 'Account manager', office: 'Toronto' },
  { id: 10, hierarchy: ['Ada', 'Hana', 'Jun'], title: 'Account manager', office: 'Osaka' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'office', headerName: 'Office', width: 130 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

// The column that shows the tree: its header and width, like any column's.
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Person', width: 220 };

export default function OrgTreeGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
