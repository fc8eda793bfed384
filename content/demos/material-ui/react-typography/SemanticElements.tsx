import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SemanticElements() {
  return (
    <Stack spacing={1}>
      {/* Looks like h5, is the article's main heading. */}
      <Typography variant="h5" component="h2">
        Repairing a bicycle puncture
      </Typography>
      <Typography variant="overline" component="p" color="text.secondary">
        Eight minute read
      </Typography>
      <Typography variant="body1">
        Remove the wheel, lever one side of the tire off the rim and pull out the inner tube. Pump it up a little and listen for the hiss.
      </Typography>
      <Typography variant="h6" component="h3">
        What you need
      </Typography>
      <Typography variant="body2">Tire levers, a patch kit, sandpaper and a pump that fits your valve.</Typography>
    </Stack>
  );
}
