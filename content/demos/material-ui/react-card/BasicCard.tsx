import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Trail report · Saturday
        </Typography>
        <Typography variant="h5" component="h3" gutterBottom>
          Ridge Loop
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Dry and firm for the first four miles. Expect mud and fallen branches past the second footbridge.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">View map</Button>
        <Button size="small">Earlier reports</Button>
      </CardActions>
    </Card>
  );
}
