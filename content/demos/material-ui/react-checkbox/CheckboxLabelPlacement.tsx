import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function CheckboxLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row>
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Checkbox defaultChecked={placement === 'end'} />}
            label={placement.charAt(0).toUpperCase() + placement.slice(1)}
            labelPlacement={placement}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
