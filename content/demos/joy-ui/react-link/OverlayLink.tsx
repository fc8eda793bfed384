import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import LocationOnRoundedIcon from '@mui/icons-material/LocationOnRounded';

export default function OverlayLink() {
  return (
    <Card
      variant="outlined"
      orientation="horizontal"
      sx={{ maxWidth: 420, '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' } }}
    >
      <AspectRatio ratio="1" sx={{ width: 88 }}>
        <div>
          <LocationOnRoundedIcon sx={{ fontSize: '2rem' }} />
        </div>
      </AspectRatio>
      <CardContent>
        <Typography level="title-lg">
          <Link href="#harbor-view-apartment" overlay underline="none" textColor="text.primary">
            Harbor View Apartment
          </Link>
        </Typography>
        <Typography level="body-sm">Two bedrooms, balcony, 5 minutes from Nyhavn, Copenhagen.</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 1 }}>
          Free cancellation
        </Chip>
      </CardContent>
    </Card>
  );
}
