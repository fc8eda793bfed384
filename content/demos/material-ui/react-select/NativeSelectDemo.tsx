import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel variant="standard" htmlFor="bike-frame-size">
        Frame size
      </InputLabel>
      <NativeSelect defaultValue="54" inputProps={{ name: 'frame-size', id: 'bike-frame-size' }}>
        <option value="50">50 cm</option>
        <option value="52">52 cm</option>
        <option value="54">54 cm</option>
        <option value="56">56 cm</option>
        <option value="58">58 cm</option>
      </NativeSelect>
    </FormControl>
  );
}
