import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Show my online status" />
      <FormControlLabel control={<Switch />} label="Autoplay videos" />
      <FormControlLabel control={<Switch />} label="Compact layout" labelPlacement="start" />
      <FormControlLabel disabled control={<Switch />} label="Beta features (admins only)" />
    </FormGroup>
  );
}
