import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Email me the weekly digest" />
      <FormControlLabel control={<Checkbox />} label="Notify me about replies" />
      <FormControlLabel required control={<Checkbox />} label="I accept the community guidelines" />
      <FormControlLabel disabled control={<Checkbox />} label="SMS alerts (add a phone number first)" />
    </FormGroup>
  );
}
