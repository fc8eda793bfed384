import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = [
  { value: 'hobby', name: 'Hobby', detail: '1 project, community support', price: 'Free' },
  { value: 'team', name: 'Team', detail: '10 projects, email support', price: '$12 a month' },
  { value: 'business', name: 'Business', detail: 'Unlimited projects, phone support', price: '$49 a month' },
];

type Plan = (typeof plans)[number];

// Rendered inside RadioGroup, so useRadioGroup can tell whether this option is the selected one.
function PlanOption({ plan }: { plan: Plan }) {
  const group = useRadioGroup();
  const selected = group?.value === plan.value;

  return (
    <FormControlLabel
      value={plan.value}
      control={<Radio />}
      label={
        <span>
          <Typography component="span" fontWeight={600} display="block">
            {plan.name} · {plan.price}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {plan.detail}
          </Typography>
        </span>
      }
      sx={{
        m: 0,
        py: 1,
        pr: 2,
        border: 1,
        borderRadius: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
      }}
    />
  );
}

export default function PlanCards() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 380 }}>
      <FormLabel id="plan-cards-label" sx={{ mb: 1 }}>
        Plan
      </FormLabel>
      <RadioGroup aria-labelledby="plan-cards-label" defaultValue="team" name="plan" sx={{ gap: 1 }}>
        {plans.map((plan) => (
          <PlanOption key={plan.value} plan={plan} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
