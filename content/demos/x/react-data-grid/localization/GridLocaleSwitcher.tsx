import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP } from '@mui/x-data-grid/locales';

const LOCALES = { enUS, frFR, deDE, jaJP };
type LocaleName = keyof typeof LOCALES;

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

const rows = [
  { id: 1, city: 'Paris', country: 'France', population: 2102650 },
  { id: 2, city: 'Berlin', country: 'Germany', population: 3755251 },
  { id: 3, city: 'Osaka', country: 'Japan', population: 2752412 },
  { id: 4, city: 'Lyon', country: 'France', population: 522250 },
  { id: 5, city: 'Hamburg', country: 'Germany', population: 1892122 },
];

export default function GridLocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleName>('frFR');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_, next: LocaleName | null) => next && setLocale(next)}
        aria-label="Grid language"
        sx={{ mb: 1 }}
      >
        {Object.keys(LOCALES).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          // The grid's own texts only: the header names above are the app's, and stay English.
          localeText={LOCALES[locale].components.MuiDataGrid.defaultProps.localeText}
          checkboxSelection
        />
      </Box>
    </Box>
  );
}
