import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const prices: Record<string, number> = { monthly: 9, yearly: 90, lifetime: 240 };

export default function ControlledRadioGroup() {
  const [plan, setPlan] = React.useState<string>('yearly');

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setPlan(event.target.value);
  };

  return (
    <FormControl>
      <FormLabel id="billing-plan-label">Billing plan</FormLabel>
      <RadioGroup aria-labelledby="billing-plan-label" name="billing-plan" value={plan} onChange={handleChange}>
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
        <FormControlLabel value="lifetime" control={<Radio />} label="One-time payment" />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        You will pay ${prices[plan]} for the {plan} plan.
      </Typography>
    </FormControl>
  );
}
