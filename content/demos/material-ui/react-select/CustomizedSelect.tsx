import * as React from 'react';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CustomizedSelect() {
  const [status, setStatus] = React.useState<string>('review');

  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Typography id="task-status-label" variant="body2" component="span">
        Status
      </Typography>
      <Select
        id="task-status"
        labelId="task-status-label"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        input={
          <InputBase
            sx={{
              borderRadius: 5,
              bgcolor: 'action.selected',
              fontSize: 14,
              fontWeight: 500,
              '& .MuiSelect-select': { py: 0.5, pl: 1.5 },
              '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          />
        }
      >
        <MenuItem value="todo">To do</MenuItem>
        <MenuItem value="progress">In progress</MenuItem>
        <MenuItem value="review">In review</MenuItem>
        <MenuItem value="done">Done</MenuItem>
      </Select>
    </Stack>
  );
}
