import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const stops = ['Lisbon', 'Porto', 'Coimbra', 'Braga', 'Faro', 'Évora', 'Aveiro'];

export default function NativeMultipleSelect() {
  const [chosen, setChosen] = React.useState<string[]>(['Porto', 'Faro']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    // With native and multiple, the target is the <select>; its value holds only the first
    // selected option, so the whole choice is read from selectedOptions.
    const select = event.target as unknown as HTMLSelectElement;
    setChosen(Array.from(select.selectedOptions, (option) => option.value));
  };

  return (
    <FormControl sx={{ m: 1, minWidth: 220, maxWidth: 300 }}>
      {/* The outlined input is notched for a native multiple select, so the label must shrink too. */}
      <InputLabel shrink htmlFor="native-multiple-stops">
        Stops
      </InputLabel>
      <Select<string[]>
        multiple
        native
        value={chosen}
        onChange={handleChange}
        label="Stops"
        inputProps={{ id: 'native-multiple-stops', 'aria-describedby': 'native-multiple-stops-help' }}
      >
        {stops.map((stop) => (
          <option key={stop} value={stop}>
            {stop}
          </option>
        ))}
      </Select>
      <FormHelperText id="native-multiple-stops-help">{chosen.length > 0 ? chosen.join(', ') : 'No stops chosen'}</FormHelperText>
    </FormControl>
  );
}
