import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioSizes() {
  return (
    <RadioGroup row aria-label="Radio size" defaultValue="medium" name="radio-sizes">
      <FormControlLabel value="small" control={<Radio size="small" />} label="Small" />
      <FormControlLabel value="medium" control={<Radio />} label="Medium" />
      <FormControlLabel value="large" control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />} label="Larger, with sx" />
    </RadioGroup>
  );
}
