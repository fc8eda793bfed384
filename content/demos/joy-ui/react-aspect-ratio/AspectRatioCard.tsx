import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

// A small 3:2 landscape drawn in SVG, so that the demo needs no image file.
const landscapeSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" preserveAspectRatio="none">' +
    '<rect width="600" height="400" fill="#9cc9f5"/><circle cx="450" cy="110" r="42" fill="#ffd166"/>' +
    '<polygon points="0,300 140,150 260,280 360,170 600,320 600,400 0,400" fill="#5b7c99"/>' +
    '<polygon points="0,340 180,240 330,330 470,250 600,330 600,400 0,400" fill="#3d5a4a"/></svg>',
)}`;

export default function AspectRatioCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 340 }}>
      <AspectRatio ratio="1" sx={{ width: 96, borderRadius: 'sm' }}>
        <img src={landscapeSrc} alt="" loading="lazy" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">
          <Link href="#cabin" overlay underline="none" textColor="text.primary">
            Alpine cabin near Chamonix
          </Link>
        </Typography>
        <Typography level="body-sm">Sleeps 4 · from €180 per night</Typography>
      </CardContent>
    </Card>
  );
}
