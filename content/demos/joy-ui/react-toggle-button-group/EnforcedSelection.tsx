import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ViewKanbanRounded from '@mui/icons-material/ViewKanbanRounded';

export default function EnforcedSelection() {
  const [view, setView] = React.useState('board');
  return (
    <ToggleButtonGroup
      value={view}
      onChange={(_event, value) => {
        // Clicking the pressed button would give null: keep the current view instead.
        if (value !== null) {
          setView(value);
        }
      }}
      aria-label="Project view"
    >
      <Button value="list" startDecorator={<ViewListRounded />}>
        List
      </Button>
      <Button value="board" startDecorator={<ViewKanbanRounded />}>
        Board
      </Button>
      <Button value="gallery" startDecorator={<GridViewRounded />}>
        Gallery
      </Button>
    </ToggleButtonGroup>
  );
}
