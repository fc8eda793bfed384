import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const filters = ['Open', 'In progress', 'Blocked', 'Done'];

export default function VerticalToggleButtons() {
  const [shown, setShown] = React.useState<string[]>(['Open', 'In progress']);
  return (
    <div>
      <Typography id="status-filter-label" level="title-sm" sx={{ mb: 1 }}>
        Show tasks that are
      </Typography>
      <ToggleButtonGroup
        orientation="vertical"
        variant="plain"
        buttonFlex={1}
        value={shown}
        onChange={(_event, value) => setShown(value)}
        aria-labelledby="status-filter-label"
        sx={{ width: 200 }}
      >
        {filters.map((filter) => (
          <Button key={filter} value={filter} sx={{ justifyContent: 'flex-start' }}>
            {filter}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        {shown.length === 0 ? 'No filter: nothing is shown.' : `Showing: ${shown.join(', ')}`}
      </Typography>
    </div>
  );
}
