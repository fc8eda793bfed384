import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

const swatches = [
  { value: 'ocean', color: 'primary' },
  { value: 'plum', color: 'secondary' },
  { value: 'moss', color: 'success' },
  { value: 'ember', color: 'warning' },
] as const;

export default function StandaloneRadios() {
  const [theme, setTheme] = React.useState<string>('ocean');

  return (
    <Stack direction="row" alignItems="center" role="radiogroup" aria-label="Card theme">
      {swatches.map((swatch) => (
        <Radio
          key={swatch.value}
          checked={theme === swatch.value}
          onChange={(event) => setTheme(event.target.value)}
          value={swatch.value}
          name="card-theme"
          color={swatch.color}
          inputProps={{ 'aria-label': `${swatch.value} theme` }}
        />
      ))}
    </Stack>
  );
}
