import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridEventListener,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Faq {
  id: number;
  question: string;
  answer: string;
}

const rows: Faq[] = [
  { id: 1, question: 'Can I change my delivery address?', answer: 'Yes, until the order ships. Open the order and choose a new address.' },
  {
    id: 2,
    question: 'How do I return an item?',
    answer: 'Print the return label from your account and drop the parcel at any post office within 30 days.',
  },
  { id: 3, question: 'Do you ship abroad?', answer: 'We ship to most of Europe and North America. Costs are shown at checkout.' },
  { id: 4, question: 'Can I pay in installments?', answer: 'Orders over $200 can be paid in three monthly installments.' },
];

const columns: GridColDef<Faq>[] = [{ field: 'question', headerName: 'Question', flex: 1, sortable: false }];

export default function RowClickDetailGrid() {
  const apiRef = useGridApiRef();
  // A click anywhere on the row opens or closes its answer. Clicks on the toggle column are left to its
  // button, which toggles the panel itself: toggling here too would undo it.
  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params, event) => {
      const cell = (event.target as HTMLElement).closest('[data-field]');
      if (cell?.getAttribute('data-field') !== GRID_DETAIL_PANEL_TOGGLE_FIELD) apiRef.current.toggleDetailPanel(params.id);
    },
    [apiRef],
  );
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Faq>) => (
      <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
        {row.answer}
      </Typography>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <Box sx={{ height: 340, width: '100%', '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        hideFooter
        onRowClick={handleRowClick}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
