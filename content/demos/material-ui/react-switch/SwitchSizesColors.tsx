import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function SwitchSizesColors() {
  return (
    <FormGroup row>
      <FormControlLabel control={<Switch size="small" defaultChecked />} label="Small" />
      {colors.map((color) => (
        <FormControlLabel key={color} control={<Switch color={color} defaultChecked />} label={color} />
      ))}
    </FormGroup>
  );
}
