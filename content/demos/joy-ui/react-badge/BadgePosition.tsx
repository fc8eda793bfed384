import * as React from 'react';
import Badge, { BadgeProps } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

type Origin = NonNullable<BadgeProps['anchorOrigin']>;

const corners: { label: string; origin: Origin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function BadgePosition() {
  const [corner, setCorner] = React.useState('Top right');
  const { origin } = corners.find((item) => item.label === corner) ?? corners[1];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
      <Box sx={{ p: 2 }}>
        <Badge anchorOrigin={origin} badgeContent={8}>
          <Sheet variant="outlined" sx={{ width: 96, height: 64, borderRadius: 'sm', display: 'grid', placeItems: 'center' }}>
            Tasks
          </Sheet>
        </Badge>
      </Box>
      <RadioGroup
        aria-label="Badge position"
        value={corner}
        onChange={(event) => setCorner(event.target.value)}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
      >
        {corners.map(({ label }) => (
          <Radio key={label} value={label} label={label} size="sm" sx={{ m: 0 }} />
        ))}
      </RadioGroup>
    </Stack>
  );
}
