import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type Period = 'day' | 'week' | 'month';

export default function TabsColorsAndWidth() {
  const [period, setPeriod] = React.useState<Period>('week');
  const handleChange = (_event: React.SyntheticEvent, newValue: Period) => setPeriod(newValue);

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Tabs
        value={period}
        onChange={handleChange}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Report period, secondary color"
      >
        <Tab value="day" label="Day" />
        <Tab value="week" label="Week" />
        <Tab value="month" label="Month" />
      </Tabs>
      <Tabs value={period} onChange={handleChange} centered aria-label="Report period, centered">
        <Tab value="day" label="Day" />
        <Tab value="week" label="Week" />
        <Tab value="month" label="Month" />
      </Tabs>
      <Tabs value={period} onChange={handleChange} variant="fullWidth" aria-label="Report period, full width">
        <Tab value="day" label="Day" />
        <Tab value="week" label="Week" />
        <Tab value="month" label="Month" disabled />
      </Tabs>
    </Stack>
  );
}
