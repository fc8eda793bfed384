import { Box } from '@mui/system';

const statuses = [
  { tone: 'secondary', label: 'Gift order' },
  { tone: 'warning', label: 'Address incomplete' },
  { tone: 'error', label: 'Card declined' },
];

const codeSx = { display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', fontWeight: 400 } as const;

export default function TextAndBackground() {
  return (
    <Box display="grid" gridTemplateColumns={{ xs: '1fr', sm: '1fr 1fr' }} gap={3} width="100%">
      <Box component="ul" display="grid" gap={1} m={0} p={0} sx={{ listStyle: 'none' }}>
        {statuses.map((status) => (
          <Box
            component="li"
            key={status.tone}
            px={1.5}
            py={1}
            borderRadius={1}
            bgcolor={`${status.tone}.main`}
            color={`${status.tone}.contrastText`}
            fontWeight={600}
          >
            {status.label}
            <Box component="code" dir="ltr" sx={codeSx}>
              bgcolor=&quot;{status.tone}.main&quot; color=&quot;{status.tone}.contrastText&quot;
            </Box>
          </Box>
        ))}
      </Box>
      <Box p={2} borderRadius={1} border={1} borderColor="divider" bgcolor="background.paper">
        <Box color="text.primary" fontWeight={600}>
          Order #40312
          <Box component="code" dir="ltr" sx={codeSx}>
            color=&quot;text.primary&quot;
          </Box>
        </Box>
        <Box color="text.secondary" mt={1.5}>
          2 items, shipped from Rotterdam
          <Box component="code" dir="ltr" sx={codeSx}>
            color=&quot;text.secondary&quot;
          </Box>
        </Box>
        <Box color="secondary.main" mt={1.5}>
          Track this parcel
          <Box component="code" dir="ltr" sx={codeSx}>
            color=&quot;secondary.main&quot;
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
