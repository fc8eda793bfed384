import { Box } from '@mui/system';

const cards = [
  {
    title: 'Theme level on hover',
    code: "boxShadow: 1, '&:hover': { boxShadow: 8 }",
    sx: { boxShadow: 1, '&:hover': { boxShadow: 8 } },
  },
  {
    title: 'Custom shadow string',
    code: "boxShadow: '0 12px 24px -12px rgba(15, 23, 42, 0.45)'",
    sx: { boxShadow: '0 12px 24px -12px rgba(15, 23, 42, 0.45)' },
  },
  {
    title: 'Inset shadow',
    code: "boxShadow: 'inset 0 2px 6px rgba(0, 0, 0, 0.25)'",
    sx: { boxShadow: 'inset 0 2px 6px rgba(0, 0, 0, 0.25)' },
  },
];

export default function ShadowStates() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 3, width: '100%', p: 1 }}>
      {cards.map((card) => (
        <Box
          key={card.title}
          sx={[
            {
              p: 2,
              borderRadius: 1,
              bgcolor: 'background.paper',
              transition: 'box-shadow 150ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            },
            card.sx,
          ]}
        >
          <Box sx={{ fontWeight: 600, mb: 1 }}>{card.title}</Box>
          <Box
            component="code"
            dir="ltr"
            sx={{ fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {card.code}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
