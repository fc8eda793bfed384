import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function RowRadioGroup() {
  return (
    <FormControl>
      <FormLabel id="shirt-size-label">Shirt size</FormLabel>
      <RadioGroup row aria-labelledby="shirt-size-label" name="shirt-size" defaultValue="M">
        {['S', 'M', 'L', 'XL'].map((size, index) => (
          <FormControlLabel key={size} value={size} control={<Radio />} label={size} labelPlacement={placements[index]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
