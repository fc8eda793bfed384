import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  title: string;
  status: string;
  notes: string[];
}

const tickets: Ticket[] = [
  { id: 1, title: 'Login page is slow', status: 'Open', notes: ['Reproduced on a cold cache.', 'Profiling points at the fonts.'] },
  { id: 2, title: 'Export misses a column', status: 'In review', notes: ['Fixed in the branch, waiting for review.'] },
  { id: 3, title: 'Typo on the pricing page', status: 'Done', notes: ['Corrected.', 'Deployed on Tuesday.', 'Reporter confirmed.'] },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
  // The expand button moved to the end of the row: the toggle column is placed like any other.
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, headerName: 'Notes' },
];

function Notes({ ticket }: { ticket: Ticket }) {
  return (
    <Box component="ul" sx={{ m: 0, py: 1, pl: 5, pr: 2 }}>
      {ticket.notes.map((note) => (
        <Typography component="li" variant="body2" key={note} sx={{ py: 0.25 }}>
          {note}
        </Typography>
      ))}
    </Box>
  );
}

export default function ControlledDetailPanelGrid() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([2]);
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Ticket>) => <Notes ticket={row} />, []);
  // 'auto': the panel is as tall as its content, measured in the browser.
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(tickets.map((ticket) => ticket.id))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={tickets}
          columns={columns}
          hideFooter
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Expanded: {expanded.length ? expanded.map((id) => `#${id}`).join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
