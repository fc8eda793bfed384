import Box from '@mui/material/Box';

const stops: { name: string; minutes: number }[] = [
  { name: 'Market Square', minutes: 3 },
  { name: 'Old Mill Lane', minutes: 7 },
  { name: 'Riverside Park', minutes: 12 },
];

export default function BoxAsElement() {
  return (
    <Box component="section" aria-labelledby="next-stops-title" sx={{ width: '100%', maxWidth: 320 }}>
      <Box component="h3" id="next-stops-title" sx={{ typography: 'subtitle1', fontWeight: 'bold', m: 0, mb: 1 }}>
        Next stops
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {stops.map((stop) => (
          <Box
            component="li"
            key={stop.name}
            sx={{ display: 'flex', justifyContent: 'space-between', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <span>{stop.name}</span>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {stop.minutes} min
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
