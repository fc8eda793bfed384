import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const levels = [
  ['h1', 'Trail running in the Dolomites'],
  ['h2', 'Planning the route'],
  ['h3', 'Day one: Cortina to Rifugio Averau'],
  ['h4', 'What to pack'],
  ['title-lg', 'Rifugio Lagazuoi, 2,752 m'],
  ['title-md', 'Weather outlook for the week'],
  ['title-sm', 'Water sources along the trail'],
  ['body-lg', 'The ridge opens onto a wide plateau with views of the Tofane.'],
  ['body-md', 'Most huts open in mid-June and close at the end of September.'],
  ['body-sm', 'Distances are measured from the Passo Giau trailhead.'],
  ['body-xs', 'Last updated by the editorial team in May.'],
] as const;

export default function TypographyLevels() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {levels.map(([level, text]) => (
        <Stack key={level} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography level="body-xs" component="code" sx={{ flex: '0 0 5.5rem', fontFamily: 'code' }}>
            {level}
          </Typography>
          <Typography level={level} sx={{ minWidth: 0 }}>
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
