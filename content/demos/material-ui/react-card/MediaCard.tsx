import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardMedia
        component="div"
        sx={{
          height: 140,
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          background: 'linear-gradient(135deg, #43a047 0%, #00897b 100%)',
        }}
      >
        <LocalFloristIcon sx={{ fontSize: 56 }} aria-hidden />
      </CardMedia>
      <CardContent>
        <Typography variant="h5" component="h3" gutterBottom>
          Spring seed swap
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Bring surplus seeds in labeled envelopes and leave with something new for your windowsill or allotment.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Add to calendar</Button>
        <Button size="small">Directions</Button>
      </CardActions>
    </Card>
  );
}
