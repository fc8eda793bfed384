import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const steps = [
  'Soak 250 g of chickpeas overnight, then drain and pat dry.',
  'Blend them with parsley, cilantro, one onion, three garlic cloves, cumin and salt until coarse.',
  'Shape into small patties and fry in 180 °C oil for about four minutes, turning once.',
];

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'success.main' }} aria-hidden>
            <RestaurantIcon />
          </Avatar>
        }
        title="Crisp falafel"
        subheader="Serves 4 · 40 minutes"
      />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Raw soaked chickpeas, not canned ones, are what keep falafel light inside and crisp outside.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <Typography variant="body2" sx={{ ml: 1 }}>
          Method
        </Typography>
        <IconButton
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls="expandable-card-method"
          aria-label={expanded ? 'Hide the method' : 'Show the method'}
          sx={{
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id="expandable-card-method">
        <CardContent sx={{ pt: 0 }}>
          <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0, '& li + li': { mt: 1 } }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
