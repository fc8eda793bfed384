import * as React from 'react';
import { styled } from '@mui/joy/styles';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const PlanOption = styled('button')(({ theme }) => ({
  // A native button has a gray background of its own; the outlined variant sets none.
  backgroundColor: 'transparent',
  ...theme.variants.outlined.neutral,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  flex: 1,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  fontFamily: theme.vars.fontFamily.body,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': theme.variants.outlinedHover.neutral,
  '&[aria-pressed="true"]': {
    ...theme.variants.soft.primary,
    '&:hover': theme.variants.softHover.primary,
  },
  '&:focus-visible': theme.focus.default,
}));

const plans = [
  { name: 'Starter', price: '9 USD a month' },
  { name: 'Team', price: '29 USD a month' },
  { name: 'Business', price: '79 USD a month' },
];

export default function VariantsOnCustomElements() {
  const [selected, setSelected] = React.useState('Team');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', maxWidth: 600, mx: 'auto' }}>
      {plans.map((plan) => (
        <PlanOption key={plan.name} type="button" aria-pressed={selected === plan.name} onClick={() => setSelected(plan.name)}>
          <Typography component="span" level="title-md" textColor="inherit">
            {plan.name}
          </Typography>
          <Typography component="span" level="body-sm" textColor="inherit">
            {plan.price}
          </Typography>
        </PlanOption>
      ))}
    </Stack>
  );
}
