import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Station {
  name: string;
  line: string;
}

// Stands in for a server: the site has no network API, so a timer delays a local list.
const stations: Station[] = [
  { name: 'Alexanderplatz', line: 'U2' },
  { name: 'Friedrichstraße', line: 'U6' },
  { name: 'Hermannplatz', line: 'U7' },
  { name: 'Kottbusser Tor', line: 'U1' },
  { name: 'Mehringdamm', line: 'U6' },
  { name: 'Nollendorfplatz', line: 'U4' },
  { name: 'Schönleinstraße', line: 'U8' },
  { name: 'Wittenbergplatz', line: 'U3' },
];

function fetchStations(): Promise<Station[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(stations), 1200);
  });
}

export default function AsyncOnOpen() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [options, setOptions] = React.useState<readonly Station[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    fetchStations().then((result) => {
      // Ignore the answer if the list was closed before it arrived.
      if (active) setOptions(result);
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      getOptionLabel={(station) => `${station.name} (${station.line})`}
      isOptionEqualToValue={(option, value) => option.name === value.name}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Station"
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <React.Fragment>
                {loading ? <CircularProgress color="inherit" size={20} aria-label="Loading stations" /> : null}
                {params.InputProps.endAdornment}
              </React.Fragment>
            ),
          }}
        />
      )}
    />
  );
}
