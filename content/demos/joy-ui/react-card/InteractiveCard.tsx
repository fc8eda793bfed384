import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';

export default function InteractiveCard() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Card
      variant="outlined"
      orientation="horizontal"
      sx={{
        width: 380,
        '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' },
      }}
    >
      <AspectRatio ratio="1" sx={{ width: 88 }}>
        <div>
          <ApartmentRoundedIcon sx={{ fontSize: 40 }} />
        </div>
      </AspectRatio>
      <CardContent>
        <Typography level="title-lg">
          <Link overlay underline="none" href="#interactive-card" sx={{ color: 'text.primary' }}>
            Two-room flat in Kreuzberg
          </Link>
        </Typography>
        <Typography level="body-sm">58 m², 3rd floor, available from 1 March</Typography>
        <Chip variant="outlined" color="primary" size="sm" sx={{ pointerEvents: 'none', mt: 0.5 }}>
          €1,340 / month
        </Chip>
      </CardContent>
      <IconButton
        variant="plain"
        color={saved ? 'danger' : 'neutral'}
        aria-label={saved ? 'Remove from favorites' : 'Add to favorites'}
        aria-pressed={saved}
        onClick={() => setSaved((value) => !value)}
        sx={{ alignSelf: 'flex-start', zIndex: 2 }}
      >
        {saved ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
      </IconButton>
    </Card>
  );
}
