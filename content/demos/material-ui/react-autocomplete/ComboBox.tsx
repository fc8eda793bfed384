import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Peak {
  label: string;
  height: number;
}

const peaks: Peak[] = [
  { label: 'Aconcagua', height: 6961 },
  { label: 'Denali', height: 6190 },
  { label: 'Elbrus', height: 5642 },
  { label: 'Kilimanjaro', height: 5895 },
  { label: 'Kosciuszko', height: 2228 },
  { label: 'Mont Blanc', height: 4806 },
  { label: 'Mount Everest', height: 8849 },
  { label: 'Puncak Jaya', height: 4884 },
  { label: 'Vinson', height: 4892 },
];

export default function ComboBox() {
  return <Autocomplete options={peaks} sx={{ width: 300 }} renderInput={(params) => <TextField {...params} label="Summit" />} />;
}
