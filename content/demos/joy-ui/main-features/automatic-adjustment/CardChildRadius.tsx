import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardActions from '@mui/joy/CardActions';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardChildRadius() {
  const [radius, setRadius] = React.useState(16);
  const [padding, setPadding] = React.useState(12);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="center" justifyContent="center">
      <Card sx={{ width: 260, '--Card-radius': `${radius}px`, '--Card-padding': `${padding}px` }}>
        <AspectRatio ratio="16/9">
          <Box
            sx={{
              background: 'linear-gradient(135deg, #0B6BCB 0%, #1F7A1F 100%)',
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography level="title-lg" textColor="inherit">
              Lake Bled, Slovenia
            </Typography>
          </Box>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md">Two nights by the lake</Typography>
          <Typography level="body-sm">From 248 EUR per person</Typography>
        </CardContent>
        <CardActions>
          <Button variant="outlined" color="neutral">
            Details
          </Button>
          <Button>Book</Button>
        </CardActions>
      </Card>
      <Stack spacing={2} sx={{ width: 220 }}>
        <div>
          <Typography id="card-radius-label" level="body-sm">
            --Card-radius: {radius}px
          </Typography>
          <Slider
            value={radius}
            min={0}
            max={40}
            onChange={(_event, value) => setRadius(value as number)}
            slotProps={{ input: { 'aria-labelledby': 'card-radius-label' } }}
          />
        </div>
        <div>
          <Typography id="card-padding-label" level="body-sm">
            --Card-padding: {padding}px
          </Typography>
          <Slider
            value={padding}
            min={4}
            max={32}
            onChange={(_event, value) => setPadding(value as number)}
            slotProps={{ input: { 'aria-labelledby': 'card-padding-label' } }}
          />
        </div>
      </Stack>
    </Stack>
  );
}
