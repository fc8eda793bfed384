import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const ranges = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '12m', label: '12 months' },
];

export default function SegmentedControl() {
  const [range, setRange] = React.useState('7d');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography id="range-label" level="title-sm">
        Time range
      </Typography>
      <RadioGroup
        orientation="horizontal"
        aria-labelledby="range-label"
        name="time-range"
        value={range}
        onChange={(event) => setRange(event.target.value)}
        variant="soft"
        sx={{ p: 0.5, gap: 0.5, borderRadius: 'md' }}
      >
        {ranges.map((item) => (
          <Box key={item.value} sx={{ position: 'relative', display: 'flex', px: 1.5, py: 0.75 }}>
            <Radio
              value={item.value}
              label={item.label}
              disableIcon
              overlay
              color="neutral"
              variant={range === item.value ? 'solid' : 'plain'}
              slotProps={{
                label: { sx: { fontSize: 'sm', fontWeight: 'md' } },
                action: { sx: { borderRadius: 'sm' } },
              }}
            />
          </Box>
        ))}
      </RadioGroup>
    </Box>
  );
}
