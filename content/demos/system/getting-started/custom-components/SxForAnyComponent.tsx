import { Box, styled } from '@mui/system';

// A component from elsewhere: it knows nothing about MUI System, but it
// accepts a className and puts it on its root element.
function DeliveryEstimate({ className, city, days }: { className?: string; city: string; days: number }) {
  return (
    <p className={className}>
      Delivery to {city}: <strong>{days === 1 ? '1 day' : `${days} days`}</strong>
    </p>
  );
}

// Wrapping it with styled() adds the sx prop, with theme lookups.
const Estimate = styled(DeliveryEstimate)();

export default function SxForAnyComponent() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%', maxWidth: 420 }}>
      <Estimate city="Lisbon" days={2} sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} />
      <Estimate
        city="Reykjavík"
        days={6}
        sx={{ m: 0, p: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main', color: 'text.secondary' }}
      />
    </Box>
  );
}
