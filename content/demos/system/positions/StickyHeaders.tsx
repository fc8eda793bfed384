import { Box } from '@mui/system';

const stations = [
  { letter: 'A', names: ['Aberdeen', 'Amsterdam Centraal', 'Antwerpen-Centraal', 'Arnhem'] },
  { letter: 'B', names: ['Basel SBB', 'Berlin Hauptbahnhof', 'Bologna Centrale', 'Bordeaux Saint-Jean', 'Brussels-Midi'] },
  { letter: 'C', names: ['Cologne Hauptbahnhof', 'Copenhagen Central', 'Cork Kent'] },
  { letter: 'D', names: ['Dijon-Ville', 'Dresden Hauptbahnhof', 'Dublin Heuston', 'Düsseldorf Hauptbahnhof'] },
];

export default function StickyHeaders() {
  return (
    <Box
      component="section"
      aria-label="Stations from A to D"
      tabIndex={0}
      sx={{
        width: '100%',
        maxWidth: 360,
        height: 260,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {stations.map((group) => (
        <Box component="ul" key={group.letter} aria-label={`Stations starting with ${group.letter}`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          <Box
            component="li"
            aria-hidden="true"
            sx={{
              position: 'sticky',
              top: 0,
              px: 2,
              py: 0.5,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              fontWeight: 600,
            }}
          >
            {group.letter}
            <Box
              component="code"
              dir="ltr"
              sx={{ ml: 1, fontFamily: 'monospace', fontSize: '0.75rem', fontWeight: 400, color: 'text.secondary' }}
            >
              {"position: 'sticky', top: 0"}
            </Box>
          </Box>
          {group.names.map((name) => (
            <Box component="li" key={name} sx={{ px: 2, py: 1 }}>
              {name}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
