import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const tools = ['Bold', 'Italic', 'Underline', 'Strikethrough'];

export default function DelayTooltips() {
  return (
    <Stack spacing={2} alignItems="center">
      <Tooltip title="Shown after 800 ms, hidden 400 ms after you leave" enterDelay={800} leaveDelay={400}>
        <Button variant="outlined">Slow tooltip</Button>
      </Tooltip>
      {/* The first label waits 600 ms; moving along the row, the next ones
          wait only 50 ms because a tooltip has just closed. */}
      <Stack direction="row" spacing={1}>
        {tools.map((tool) => (
          <Tooltip key={tool} title={tool} enterDelay={600} enterNextDelay={50}>
            <Button size="small" sx={{ minWidth: 0, fontWeight: tool === 'Bold' ? 700 : 400 }}>
              {tool.charAt(0)}
            </Button>
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
