import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';

export default function CardActionsLayout() {
  return (
    <Card variant="outlined" sx={{ width: 340 }}>
      <CardContent>
        <Typography level="title-md">Invitation to the design review</Typography>
        <Typography level="body-sm">Thursday 15:30 to 16:15, room Kyoto, 6 guests.</Typography>
      </CardContent>
      <Divider inset="context" />
      <CardActions buttonFlex="1 0 120px">
        <IconButton variant="outlined" color="neutral" aria-label="More options">
          <MoreHorizRoundedIcon />
        </IconButton>
        <Button variant="outlined" color="neutral">
          Decline
        </Button>
        <Button variant="solid" color="primary">
          Accept
        </Button>
      </CardActions>
    </Card>
  );
}
