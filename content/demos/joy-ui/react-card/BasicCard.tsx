import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import EventRoundedIcon from '@mui/icons-material/EventRounded';

export default function BasicCard() {
  return (
    <Card sx={{ width: 320 }}>
      <Chip size="sm" variant="soft" color="primary" startDecorator={<EventRoundedIcon />} sx={{ alignSelf: 'flex-start' }}>
        Saturday, 10:00
      </Chip>
      <CardContent>
        <Typography level="title-lg">Spring seed swap</Typography>
        <Typography level="body-sm">
          Bring surplus seeds in labeled envelopes to the Rosehill community garden and leave with something new to plant.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Directions
        </Button>
        <Button variant="solid" color="primary">
          I will come
        </Button>
      </CardActions>
    </Card>
  );
}
