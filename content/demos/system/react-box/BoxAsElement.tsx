import { Box } from '@mui/system';

const sections = [
  { href: '#shipping', label: 'Shipping' },
  { href: '#returns', label: 'Returns' },
  { href: '#warranty', label: 'Warranty' },
];

export default function BoxAsElement() {
  return (
    <Box component="nav" aria-label="Help topics" sx={{ width: '100%' }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {sections.map((section) => (
          <Box component="li" key={section.href}>
            <Box
              component="a"
              href={section.href}
              sx={{
                display: 'block',
                px: 2,
                py: 1,
                borderRadius: 5,
                border: 1,
                borderColor: 'divider',
                color: 'primary.main',
                textDecoration: 'none',
                fontWeight: 600,
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {section.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
