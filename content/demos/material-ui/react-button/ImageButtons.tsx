import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Gradients stand in for photos, so the demo needs no image files.
const trips = [
  { title: 'Mountains', width: '40%', background: 'linear-gradient(160deg, #5b7db1 0%, #a9c2de 45%, #3e5641 100%)' },
  { title: 'Coast', width: '30%', background: 'linear-gradient(180deg, #f7c873 0%, #4fa3c7 55%, #e8d7a8 100%)' },
  { title: 'City', width: '30%', background: 'linear-gradient(200deg, #2d2a4a 0%, #6b4e8a 50%, #f08a5d 100%)' },
];

export default function ImageButtons() {
  return (
    <Stack direction="row" sx={{ width: '100%', minWidth: 280, flexWrap: 'wrap' }}>
      {trips.map((trip) => (
        <ButtonBase
          key={trip.title}
          focusRipple
          sx={{
            position: 'relative',
            height: 180,
            width: { xs: '100%', sm: trip.width },
            color: 'common.white',
            // The tile's layers react to hover and keyboard focus alike.
            '&:hover, &.Mui-focusVisible': {
              zIndex: 1,
              '& .image-backdrop': { opacity: 0.15 },
              '& .image-marked': { opacity: 0 },
              '& .image-title': { border: '4px solid currentColor' },
            },
          }}
        >
          <Box component="span" sx={{ position: 'absolute', inset: 0, background: trip.background }} />
          <Box
            component="span"
            className="image-backdrop"
            sx={{
              position: 'absolute',
              inset: 0,
              bgcolor: 'common.black',
              opacity: 0.4,
              transition: (theme) => theme.transitions.create('opacity'),
            }}
          />
          <Box component="span" sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography
              component="span"
              variant="subtitle1"
              className="image-title"
              sx={{ position: 'relative', px: 2, pt: 1.5, pb: 1.75 }}
            >
              {trip.title}
              <Box
                component="span"
                className="image-marked"
                sx={{
                  height: 3,
                  width: 18,
                  bgcolor: 'common.white',
                  position: 'absolute',
                  bottom: -2,
                  left: 'calc(50% - 9px)',
                  transition: (theme) => theme.transitions.create('opacity'),
                }}
              />
            </Typography>
          </Box>
        </ButtonBase>
      ))}
    </Stack>
  );
}
