import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';

export default function VerticalToggleButtons() {
  const [layout, setLayout] = React.useState<string>('list');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: string | null) => {
    if (next !== null) setLayout(next);
  };

  return (
    <ToggleButtonGroup orientation="vertical" value={layout} exclusive onChange={handleChange} aria-label="Gallery layout">
      <ToggleButton value="list" aria-label="List layout">
        <ViewListIcon />
      </ToggleButton>
      <ToggleButton value="grid" aria-label="Grid layout">
        <ViewModuleIcon />
      </ToggleButton>
      <ToggleButton value="mosaic" aria-label="Mosaic layout">
        <ViewQuiltIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
