import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ChatIcon from '@mui/icons-material/Chat';

export default function BadgeCounter() {
  const [count, setCount] = React.useState(0);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
      <Badge badgeContent={count} max={9} showZero={showZero} color="primary">
        <ChatIcon color="action" />
      </Badge>
      <Button variant="outlined" size="small" onClick={() => setCount((value) => value + 1)}>
        Receive
      </Button>
      <Button variant="outlined" size="small" onClick={() => setCount((value) => Math.max(value - 1, 0))}>
        Read one
      </Button>
      <FormControlLabel control={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />} label="showZero" />
    </Stack>
  );
}
