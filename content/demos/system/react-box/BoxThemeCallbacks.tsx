import { Box } from '@mui/system';

const plans = [
  { id: 'monthly', name: 'Monthly', price: '$12 per month' },
  { id: 'yearly', name: 'Yearly', price: '$120 per year' },
];

export default function BoxThemeCallbacks() {
  return (
    <Box component="fieldset" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, border: 0, width: '100%', maxWidth: 420 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        Billing period
      </Box>
      {plans.map((plan) => (
        <Box
          key={plan.id}
          component="label"
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            [theme.breakpoints.up('sm')]: { px: 2.5 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
            '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          })}
        >
          <Box component="input" type="radio" name="billing" value={plan.id} defaultChecked={plan.id === 'yearly'} sx={{ m: 0 }} />
          <Box sx={{ flexGrow: 1, fontWeight: 600 }}>{plan.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{plan.price}</Box>
        </Box>
      ))}
    </Box>
  );
}
