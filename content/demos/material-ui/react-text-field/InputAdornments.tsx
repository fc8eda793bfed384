import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputAdornments() {
  const [showPin, setShowPin] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        id="parcel-weight"
        label="Parcel weight"
        InputProps={{ endAdornment: <InputAdornment position="end">kg</InputAdornment> }}
        sx={{ width: 180 }}
      />
      <TextField
        id="budget"
        label="Budget"
        InputProps={{ startAdornment: <InputAdornment position="start">€</InputAdornment> }}
        sx={{ width: 180 }}
      />
      <FormControl variant="outlined" sx={{ width: 220 }}>
        <InputLabel htmlFor="door-pin">Door PIN</InputLabel>
        <OutlinedInput
          id="door-pin"
          type={showPin ? 'text' : 'password'}
          label="Door PIN"
          endAdornment={
            <InputAdornment position="end">
              <IconButton aria-label={showPin ? 'Hide PIN' : 'Show PIN'} edge="end" onClick={() => setShowPin((shown) => !shown)}>
                {showPin ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
      </FormControl>
    </Stack>
  );
}
