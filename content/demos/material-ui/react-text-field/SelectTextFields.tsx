import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'USD', label: 'US dollar ($)' },
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'JPY', label: 'Japanese yen (¥)' },
  { value: 'INR', label: 'Indian rupee (₹)' },
];

export default function SelectTextFields() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField id="invoice-currency" select label="Currency" defaultValue="EUR" helperText="Used on the invoice" sx={{ width: 220 }}>
        {currencies.map((currency) => (
          <MenuItem key={currency.value} value={currency.value}>
            {currency.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="payout-currency"
        select
        label="Payout currency"
        defaultValue="USD"
        SelectProps={{ native: true }}
        helperText="A native select"
        sx={{ width: 220 }}
      >
        {currencies.map((currency) => (
          <option key={currency.value} value={currency.value}>
            {currency.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
