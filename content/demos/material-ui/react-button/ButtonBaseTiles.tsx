import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blue, green, orange } from '@mui/material/colors';

const plans = [
  { name: 'Starter', price: '$0', color: blue[50] },
  { name: 'Team', price: '$12', color: green[50] },
  { name: 'Studio', price: '$40', color: orange[50] },
];

export default function ButtonBaseTiles() {
  const [chosen, setChosen] = React.useState<string>('Team');

  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {plans.map((plan) => (
        <ButtonBase
          key={plan.name}
          focusRipple
          aria-pressed={chosen === plan.name}
          onClick={() => setChosen(plan.name)}
          sx={{
            width: 140,
            p: 2,
            borderRadius: 2,
            flexDirection: 'column',
            alignItems: 'flex-start',
            bgcolor: plan.color,
            color: 'grey.900',
            outline: chosen === plan.name ? '2px solid' : 'none',
            outlineColor: 'primary.main',
          }}
        >
          <Typography variant="subtitle2" component="span">
            {plan.name}
          </Typography>
          <Typography variant="h5" component="span">
            {plan.price}
          </Typography>
          <Typography variant="caption" component="span">
            per month
          </Typography>
        </ButtonBase>
      ))}
    </Stack>
  );
}
