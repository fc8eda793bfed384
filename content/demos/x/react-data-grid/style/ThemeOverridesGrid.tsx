import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
// Adds MuiDataGrid to the theme's `components` type.
import type {} from '@mui/x-data-grid/themeAugmentation';

/**
 * The page's theme plus style overrides for every grid inside: how an app
 * styles all its grids in one place. Built from the outer theme, so light and
 * dark mode (the theme's CSS variables) keep working.
 */
const withGridOverrides = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      ...outer.components?.MuiDataGrid,
      styleOverrides: {
        root: { border: 'none', borderRadius: 12 },
        columnHeaders: { borderBottomWidth: 2 },
        columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.75rem' },
        cell: { borderColor: 'transparent' },
      },
    },
  },
});

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', width: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'days', headerName: 'Days out', type: 'number', width: 110 },
];

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', borrower: 'Priya', days: 12 },
  { id: 2, book: 'Things Fall Apart', borrower: 'Mateo', days: 3 },
  { id: 3, book: 'Pedro Páramo', borrower: 'Lena', days: 21 },
  { id: 4, book: 'The Master and Margarita', borrower: 'Sam', days: 8 },
];

export default function ThemeOverridesGrid() {
  return (
    <ThemeProvider theme={withGridOverrides}>
      <Box sx={{ height: 320, width: '100%', p: 1, bgcolor: 'action.hover', borderRadius: 3 }}>
        <DataGrid rows={rows} columns={columns} hideFooter sx={{ bgcolor: 'background.paper' }} />
      </Box>
    </ThemeProvider>
  );
}
