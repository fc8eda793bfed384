import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const bands = ['60 Hz', '230 Hz', '910 Hz', '3.6 kHz', '14 kHz'];
const gains = [3, 1, -2, 0, 4];

export default function TrackAndOrientation() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'flex-start' }}>
      <Box sx={{ width: 260, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <div>
          <Typography id="inverted-label" level="title-sm">
            Warn when the battery drops below, in percent
          </Typography>
          <Slider defaultValue={20} track="inverted" color="warning" aria-labelledby="inverted-label" />
        </div>
        <div>
          <Typography level="title-sm">Clip start and end, in seconds</Typography>
          <Slider
            defaultValue={[12, 48]}
            max={60}
            track={false}
            marks
            getAriaLabel={(index) => (index === 0 ? 'Clip start' : 'Clip end')}
          />
        </div>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, height: 180 }} role="group" aria-label="Equalizer">
        {bands.map((band, index) => (
          <Box key={band} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Slider
              orientation="vertical"
              defaultValue={gains[index]}
              min={-12}
              max={12}
              track={false}
              size="sm"
              getAriaValueText={(value) => `${value} decibels`}
              aria-label={`${band} gain`}
            />
            <Typography level="body-xs">{band}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
