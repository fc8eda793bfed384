import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Unit = 'metric' | 'imperial';
type Period = 'day' | 'week' | 'month';

export default function EnforcedToggleButtons() {
  const [unit, setUnit] = React.useState<Unit>('metric');
  const [period, setPeriod] = React.useState<Period>('week');

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        value={unit}
        exclusive
        size="small"
        color="primary"
        onChange={(_event, value: Unit | null) => {
          if (value !== null) setUnit(value);
        }}
        aria-label="Units"
      >
        <ToggleButton value="metric">Metric</ToggleButton>
        <ToggleButton value="imperial">Imperial</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={period}
        exclusive
        size="large"
        color="secondary"
        onChange={(_event, value: Period | null) => {
          if (value !== null) setPeriod(value);
        }}
        aria-label="Chart period"
      >
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="month">Month</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
