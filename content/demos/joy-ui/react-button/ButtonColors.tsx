import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const actions = [
  { color: 'primary', label: 'Invite' },
  { color: 'neutral', label: 'Archive' },
  { color: 'danger', label: 'Delete' },
  { color: 'success', label: 'Approve' },
  { color: 'warning', label: 'Flag' },
] as const;

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {actions.map(({ color, label }) => (
          <Button key={color} color={color} variant={variant}>
            {label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="button-colors-variant" level="body-sm">
          Variant
        </Typography>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="button-colors-variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
        >
          {(['solid', 'soft', 'outlined', 'plain'] as const).map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
      </Box>
    </Box>
  );
}
