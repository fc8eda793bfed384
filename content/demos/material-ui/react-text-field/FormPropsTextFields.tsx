import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box component="form" noValidate autoComplete="off" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField required id="account-name" label="Account name" defaultValue="Harbor Bakery" />
      <TextField disabled id="account-id" label="Account ID" defaultValue="HB-20931" />
      <TextField
        id="account-plan"
        label="Plan"
        defaultValue="Small business"
        InputProps={{ readOnly: true }}
        helperText="Change your plan from the billing page"
      />
      <TextField id="account-password" label="Password" type="password" autoComplete="current-password" />
      <TextField id="account-seats" label="Seats" type="number" defaultValue={3} inputProps={{ min: 1, max: 50 }} />
      <TextField id="account-search" label="Search invoices" type="search" />
    </Box>
  );
}
