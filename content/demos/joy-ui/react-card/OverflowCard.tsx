import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import HeadphonesRoundedIcon from '@mui/icons-material/HeadphonesRounded';

export default function OverflowCard() {
  return (
    <Card variant="outlined" sx={{ width: 320 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <div style={{ background: 'linear-gradient(135deg, #0b6bcb 0%, #7b3fe4 100%)' }}>
            <HeadphonesRoundedIcon sx={{ fontSize: 64, color: '#fff' }} />
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Studio monitor headphones</Typography>
        <Typography level="body-sm">Closed-back, 38 mm drivers, detachable 3 m cable.</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal">
          <Typography level="body-xs" sx={{ fontWeight: 'md', color: 'text.secondary' }}>
            4.7 of 5 (312 reviews)
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" sx={{ fontWeight: 'md', color: 'text.secondary' }}>
            In stock in Rotterdam
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
