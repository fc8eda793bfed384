import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Currency {
  code: string;
  name: string;
  symbol: string;
}

const currencies: Currency[] = [
  { code: 'AUD', name: 'Australian dollar', symbol: '$' },
  { code: 'BRL', name: 'Brazilian real', symbol: 'R$' },
  { code: 'CHF', name: 'Swiss franc', symbol: 'CHF' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'INR', name: 'Indian rupee', symbol: '₹' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'KES', name: 'Kenyan shilling', symbol: 'KSh' },
  { code: 'MXN', name: 'Mexican peso', symbol: '$' },
  { code: 'USD', name: 'US dollar', symbol: '$' },
];

export default function RichOptions() {
  return (
    <Autocomplete
      options={currencies}
      autoHighlight
      getOptionLabel={(currency) => `${currency.name} (${currency.code})`}
      renderOption={(props, currency) => {
        const { key, ...optionProps } = props as typeof props & { key: React.Key };
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ minWidth: 40, textAlign: 'center', fontWeight: 600, color: 'text.secondary', fontSize: 14 }}
            >
              {currency.symbol}
            </Box>
            <span>
              {currency.name}
              <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                {currency.code}
              </Box>
            </span>
          </Box>
        );
      }}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Currency"
          inputProps={{
            ...params.inputProps,
            // A value the browser does not recognize, so that it offers no autofill over the list.
            autoComplete: 'new-password',
          }}
        />
      )}
    />
  );
}
