import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const plans = [
  { value: 'free', label: 'Free' },
  { value: 'team', label: 'Team' },
  { value: 'business', label: 'Business' },
];

export default function SelectStates() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <FormControl sx={{ width: 180 }} disabled>
        <InputLabel id="plan-disabled-label">Plan</InputLabel>
        <Select labelId="plan-disabled-label" id="plan-disabled" label="Plan" defaultValue="team">
          {plans.map((plan) => (
            <MenuItem key={plan.value} value={plan.value}>
              {plan.label}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>Only owners can change it</FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 180 }} error required>
        <InputLabel id="plan-error-label">Plan</InputLabel>
        <Select labelId="plan-error-label" id="plan-error" label="Plan" defaultValue="" aria-describedby="plan-error-help">
          {plans.map((plan) => (
            <MenuItem key={plan.value} value={plan.value}>
              {plan.label}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id="plan-error-help">Choose a plan to continue</FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 180 }}>
        <InputLabel id="plan-readonly-label">Plan</InputLabel>
        <Select labelId="plan-readonly-label" id="plan-readonly" label="Plan" defaultValue="business" inputProps={{ readOnly: true }}>
          {plans.map((plan) => (
            <MenuItem key={plan.value} value={plan.value}>
              {plan.label}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>Read only</FormHelperText>
      </FormControl>
    </Stack>
  );
}
