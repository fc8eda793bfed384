import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';

interface FileRow {
  id: string;
  size?: number;
}

// Each id is the file's path; the folders in between are made by the grid.
const rows: FileRow[] = [
  { id: 'src/index.ts', size: 1200 },
  { id: 'src/app/App.tsx', size: 5400 },
  { id: 'src/app/theme.ts', size: 2100 },
  { id: 'src/app/pages/Home.tsx', size: 3300 },
  { id: 'src/app/pages/Settings.tsx', size: 4100 },
  { id: 'src/utils/format.ts', size: 900 },
  { id: 'public/favicon.svg', size: 600 },
  { id: 'public/robots.txt', size: 40 },
  { id: 'package.json', size: 1500 },
  { id: 'README.md', size: 2700 },
];

const columns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size (bytes)',
    type: 'number',
    width: 140,
  },
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.id.split('/');
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'File', width: 260 };
// Folders start expanded, except `public`.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey !== 'public';

export default function FileTreeGrid() {
  const apiRef = useGridApiRef();

  const expandAll = (isExpanded: boolean) => {
    for (const id of gridFilteredSortedRowIdsSelector(apiRef)) {
      const node = apiRef.current.getRowNode(id);
      if (node?.type === 'group') apiRef.current.setRowChildrenExpansion(id, isExpanded);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => expandAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Box>
  );
}
