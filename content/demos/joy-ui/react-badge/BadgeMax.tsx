import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';

export default function BadgeMax() {
  const [count, setCount] = React.useState(97);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', pt: 1 }}>
      <Stack direction="row" spacing={5} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={count} showZero={showZero}>
          <ChatBubbleOutlineRounded titleAccess={`Comments, ${count} unread`} />
        </Badge>
        <Badge badgeContent={count} showZero={showZero} max={9} color="danger">
          <ChatBubbleOutlineRounded titleAccess={`Comments, ${count} unread`} />
        </Badge>
        <Badge badgeContent={count} showZero={showZero} max={999} color="neutral">
          <ChatBubbleOutlineRounded titleAccess={`Comments, ${count} unread`} />
        </Badge>
      </Stack>
      <ButtonGroup size="sm" aria-label="Change the unread count">
        <Button onClick={() => setCount((value) => Math.max(0, value - 1))}>− 1</Button>
        <Button onClick={() => setCount((value) => value + 1)}>+ 1</Button>
        <Button onClick={() => setCount((value) => value + 100)}>+ 100</Button>
        <Button onClick={() => setCount(0)}>Reset to 0</Button>
      </ButtonGroup>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />}
      >
        showZero
      </Typography>
      <Typography level="body-sm">Count: {count}</Typography>
    </Stack>
  );
}
