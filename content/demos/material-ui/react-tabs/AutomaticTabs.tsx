import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const forecasts = [
  { day: 'Monday', summary: 'Sunny, high of 72°F, light wind from the west.' },
  { day: 'Tuesday', summary: 'Clouds building in the afternoon, high of 68°F.' },
  { day: 'Wednesday', summary: 'Showers in the morning, clearing by evening, high of 63°F.' },
];

export default function AutomaticTabs() {
  const [value, setValue] = React.useState(0);
  const idPrefix = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}
        selectionFollowsFocus
        aria-label="Three-day forecast"
      >
        {forecasts.map((forecast, index) => (
          <Tab key={forecast.day} label={forecast.day} id={`${idPrefix}-tab-${index}`} aria-controls={`${idPrefix}-panel-${index}`} />
        ))}
      </Tabs>
      {forecasts.map((forecast, index) => (
        <div
          key={forecast.day}
          role="tabpanel"
          hidden={value !== index}
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 3 }}>{forecast.summary}</Typography>}
        </div>
      ))}
    </Box>
  );
}
