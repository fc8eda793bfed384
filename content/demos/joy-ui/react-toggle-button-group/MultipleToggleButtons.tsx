import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function MultipleToggleButtons() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  const [workDays, setWorkDays] = React.useState<string[]>(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup value={formats} onChange={(_event, value) => setFormats(value)} aria-label="Text formatting">
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          fontWeight: formats.includes('bold') ? 'lg' : 'md',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        The quick brown fox jumps over the lazy dog.
      </Box>
      <div>
        <Typography id="work-days-label" level="title-sm" sx={{ mb: 1 }}>
          Working days
        </Typography>
        <ToggleButtonGroup
          variant="soft"
          color="primary"
          spacing={0.5}
          value={workDays}
          onChange={(_event, value) => setWorkDays(value)}
          aria-labelledby="work-days-label"
        >
          {days.map((day) => (
            <Button key={day} value={day} variant={workDays.includes(day) ? 'solid' : 'soft'}>
              {day}
            </Button>
          ))}
        </ToggleButtonGroup>
      </div>
    </Stack>
  );
}
