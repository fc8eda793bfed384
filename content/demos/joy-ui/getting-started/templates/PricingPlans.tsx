import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Check from '@mui/icons-material/Check';

const plans = [
  {
    name: 'Solo',
    price: 0,
    blurb: 'For freelancers tracking a handful of projects.',
    features: ['3 projects', '1 GB file storage', 'Email support'],
    cta: 'Start for free',
  },
  {
    name: 'Studio',
    price: 24,
    blurb: 'For small teams that bill clients by the hour.',
    features: ['Unlimited projects', 'Time tracking and invoices', '50 GB file storage', 'Priority email support'],
    cta: 'Start a 14-day trial',
    featured: true,
  },
  {
    name: 'Agency',
    price: 59,
    blurb: 'For agencies with several teams and client portals.',
    features: ['Everything in Studio', 'Client portals', 'Single sign-on', 'Phone support'],
    cta: 'Contact sales',
  },
];

export default function PricingPlans() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        gap: 2,
        alignItems: 'stretch',
      }}
    >
      {plans.map((plan) => (
        <Card
          key={plan.name}
          size="lg"
          variant={plan.featured ? 'solid' : 'outlined'}
          color={plan.featured ? 'primary' : 'neutral'}
          invertedColors={plan.featured}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography level="title-lg" component="h3" sx={{ flex: 1 }}>
              {plan.name}
            </Typography>
            {plan.featured ? (
              <Chip size="sm" variant="outlined">
                Most popular
              </Chip>
            ) : null}
          </Box>
          <Typography level="body-sm">{plan.blurb}</Typography>
          <Typography level="h2" component="p">
            {plan.price} USD{' '}
            <Typography level="body-sm" fontWeight="md" textColor="text.tertiary">
              per user / month
            </Typography>
          </Typography>
          <Divider inset="none" />
          <List size="sm" sx={{ '--ListItemDecorator-size': '28px', flexGrow: 1 }}>
            {plan.features.map((feature) => (
              <ListItem key={feature}>
                <ListItemDecorator>
                  <Check />
                </ListItemDecorator>
                {feature}
              </ListItem>
            ))}
          </List>
          <CardActions>
            <Button variant={plan.featured ? 'solid' : 'soft'} color={plan.featured ? 'primary' : 'neutral'}>
              {plan.cta}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
