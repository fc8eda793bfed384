import { Box } from '@mui/system';

const areas = [
  { area: 'header', label: 'Header', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { area: 'nav', label: 'Navigation', bgcolor: 'action.selected', color: 'text.primary' },
  { area: 'main', label: 'Recipe: lemon risotto', bgcolor: 'background.paper', color: 'text.primary' },
  { area: 'aside', label: 'Shopping list', bgcolor: 'action.selected', color: 'text.primary' },
  { area: 'footer', label: 'Footer', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
];

export default function TemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        width: '100%',
        gridTemplateColumns: { xs: '1fr', md: '160px 1fr 200px' },
        gridTemplateRows: { md: 'auto minmax(140px, auto) auto' },
        gridTemplateAreas: {
          xs: `"header" "nav" "main" "aside" "footer"`,
          md: `"header header header" "nav main aside" "footer footer footer"`,
        },
      }}
    >
      {areas.map((item) => (
        <Box
          key={item.area}
          sx={{ gridArea: item.area, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: item.bgcolor, color: item.color }}
        >
          <Box sx={{ fontWeight: 600 }}>{item.label}</Box>
          <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
            gridArea: &apos;{item.area}&apos;
          </Box>
        </Box>
      ))}
    </Box>
  );
}
