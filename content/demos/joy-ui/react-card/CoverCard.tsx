import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';

// A small landscape drawn as SVG, so the demo needs no image host.
const landscape = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#f9e0b7"/></linearGradient></defs>' +
    '<rect width="400" height="300" fill="url(#s)"/><circle cx="290" cy="110" r="34" fill="#fff3d6"/>' +
    '<path d="M0 210 L90 120 L160 190 L240 100 L400 230 V300 H0Z" fill="#6d7fa6"/>' +
    '<path d="M0 250 L120 180 L220 240 L320 190 L400 240 V300 H0Z" fill="#3f4d6e"/></svg>',
)}`;

export default function CoverCard() {
  return (
    <Card sx={{ width: 320, minHeight: 280 }}>
      <CardCover>
        <img src={landscape} alt="" loading="lazy" />
      </CardCover>
      <CardCover sx={{ background: 'linear-gradient(to top, rgba(0 0 0 / 0.6), rgba(0 0 0 / 0) 60%)' }} />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Dusk over the Picos de Europa
        </Typography>
        <Typography startDecorator={<PlaceRoundedIcon />} textColor="neutral.200">
          Asturias, Spain
        </Typography>
      </CardContent>
    </Card>
  );
}
