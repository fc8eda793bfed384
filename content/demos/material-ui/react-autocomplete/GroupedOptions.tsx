import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Tea {
  name: string;
  kind: 'Black' | 'Green' | 'Oolong' | 'White';
  stocked: boolean;
}

const teas: Tea[] = [
  { name: 'Assam', kind: 'Black', stocked: true },
  { name: 'Darjeeling', kind: 'Black', stocked: true },
  { name: 'Keemun', kind: 'Black', stocked: false },
  { name: 'Gyokuro', kind: 'Green', stocked: true },
  { name: 'Longjing', kind: 'Green', stocked: true },
  { name: 'Sencha', kind: 'Green', stocked: true },
  { name: 'Da Hong Pao', kind: 'Oolong', stocked: false },
  { name: 'Tieguanyin', kind: 'Oolong', stocked: true },
  { name: 'Bai Mudan', kind: 'White', stocked: true },
  { name: 'Silver Needle', kind: 'White', stocked: true },
];

export default function GroupedOptions() {
  return (
    <Autocomplete
      options={teas}
      groupBy={(tea) => tea.kind}
      getOptionLabel={(tea) => tea.name}
      getOptionDisabled={(tea) => !tea.stocked}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Tea" helperText="Grayed-out teas are sold out" />}
    />
  );
}
