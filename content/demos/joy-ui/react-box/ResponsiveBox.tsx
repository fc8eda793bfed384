import Box from '@mui/joy/Box';

const plans = [
  { name: 'Starter', price: '€0', detail: '1 project, community support' },
  { name: 'Team', price: '€24', detail: 'Unlimited projects, 10 members' },
  { name: 'Business', price: '€79', detail: 'Single sign-on, audit log' },
];

export default function ResponsiveBox() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: { xs: 1, md: 2 },
      }}
    >
      {plans.map((plan) => (
        <Box
          key={plan.name}
          component="a"
          href={`#plan-${plan.name.toLowerCase()}`}
          sx={(theme) => ({
            display: 'block',
            p: { xs: 1.5, md: 2 },
            borderRadius: 'md',
            border: '1px solid',
            borderColor: 'neutral.outlinedBorder',
            color: 'text.primary',
            textDecoration: 'none',
            transition: 'border-color 0.2s, box-shadow 0.2s',
            '&:hover': { borderColor: 'primary.outlinedHoverBorder', boxShadow: 'md' },
            '&:focus-visible': theme.focus.default,
            [theme.breakpoints.up('md')]: { minHeight: 120 },
            ...theme.applyStyles('dark', { bgcolor: 'background.level1' }),
          })}
        >
          <Box sx={{ typography: 'title-md' }}>{plan.name}</Box>
          <Box sx={{ typography: 'h3', my: 0.5 }}>
            {plan.price}
            <Box component="span" sx={{ typography: 'body-sm', fontWeight: 'md', color: 'text.tertiary' }}>
              {' '}
              / month
            </Box>
          </Box>
          <Box sx={{ typography: 'body-sm', color: 'text.secondary' }}>{plan.detail}</Box>
        </Box>
      ))}
    </Box>
  );
}
