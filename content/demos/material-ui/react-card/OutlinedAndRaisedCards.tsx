import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '£4', note: 'One workspace, five projects', raised: false },
  { name: 'Team', price: '£12', note: 'Unlimited projects, shared boards', raised: true },
];

export default function OutlinedAndRaisedCards() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {plans.map((plan) => (
        <Card key={plan.name} variant={plan.raised ? 'elevation' : 'outlined'} raised={plan.raised} sx={{ minWidth: 200 }}>
          <CardContent>
            <Typography color="text.secondary">{plan.name}</Typography>
            <Typography variant="h4" component="div">
              {plan.price}
              <Typography component="span" color="text.secondary">
                {' '}
                / month
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {plan.note}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
