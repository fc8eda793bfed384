import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

/** The toggle column's header: one button that opens every panel, or closes them all if any is open. */
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // Rows whose `getDetailPanelContent` returned content: only those have a panel to open.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedIds.length > 0;
  const toggleAll = () => {
    const withPanel = apiRef.current.getAllRowIds().filter((id) => React.isValidElement(contentCache[id]));
    apiRef.current.setExpandedDetailPanels(anyOpen ? [] : withPanel);
  };
  return (
    <IconButton size="small" onClick={toggleAll} aria-label={anyOpen ? 'Collapse all' : 'Expand all'}>
      {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

interface Station {
  id: number;
  name: string;
  lines: string[];
}

const rows: Station[] = [
  { id: 1, name: 'Central', lines: ['Red', 'Blue', 'Green'] },
  { id: 2, name: 'Harbor', lines: ['Blue'] },
  { id: 3, name: 'University', lines: ['Red', 'Yellow'] },
  { id: 4, name: 'Old Mill', lines: [] },
];

const columns: GridColDef<Station>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ToggleAllHeader /> },
  { field: 'name', headerName: 'Station', flex: 1 },
  { field: 'count', headerName: 'Lines', type: 'number', width: 90, valueGetter: ({ row }) => row.lines.length },
];

export default function ExpandAllHeaderGrid() {
  // Stations without lines get no panel: their toggle button is disabled.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Station>) =>
      row.lines.length ? <Box sx={{ px: 2, py: 1, typography: 'body2' }}>Lines: {row.lines.join(', ')}</Box> : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 44, []);
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
