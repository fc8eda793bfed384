import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';
import LocalCafeRoundedIcon from '@mui/icons-material/LocalCafeRounded';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 380 }}>
      <CardOverflow>
        <AspectRatio ratio="1" sx={{ width: 96 }}>
          <div style={{ background: 'linear-gradient(160deg, #8d5524 0%, #c68642 100%)' }}>
            <LocalCafeRoundedIcon sx={{ fontSize: 40, color: '#fff' }} />
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Kaffa Roastery</Typography>
        <Typography level="body-sm">Torggata 12, Oslo</Typography>
      </CardContent>
      <CardOverflow
        variant="soft"
        color="success"
        sx={{
          px: 0.5,
          writingMode: 'vertical-rl',
          justifyContent: 'center',
          fontSize: 'xs',
          fontWeight: 'xl',
          letterSpacing: '1px',
          textTransform: 'uppercase',
          borderLeft: '1px solid',
          borderColor: 'divider',
        }}
      >
        Open
      </CardOverflow>
    </Card>
  );
}
