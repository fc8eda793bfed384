import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const permissions = ['View invoices', 'Create invoices', 'Approve payments', 'Export reports'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState<boolean[]>([true, true, false, false]);
  const all = granted.every(Boolean);
  const some = granted.some(Boolean);
  return (
    <div>
      <Checkbox
        label="Billing permissions"
        checked={all}
        indeterminate={some && !all}
        onChange={(event) => setGranted(granted.map(() => event.target.checked))}
        slotProps={{ input: { 'aria-controls': 'billing-permissions' } }}
      />
      <Box
        id="billing-permissions"
        role="group"
        aria-label="Billing permissions"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3.5 }}
      >
        {permissions.map((permission, index) => (
          <Checkbox
            key={permission}
            size="sm"
            label={permission}
            checked={granted[index]}
            onChange={(event) => setGranted(granted.map((value, i) => (i === index ? event.target.checked : value)))}
          />
        ))}
      </Box>
    </div>
  );
}
