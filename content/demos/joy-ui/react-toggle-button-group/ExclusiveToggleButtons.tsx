import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const alignments = [
  { value: 'left', label: 'Align left', icon: <FormatAlignLeft /> },
  { value: 'center', label: 'Align center', icon: <FormatAlignCenter /> },
  { value: 'right', label: 'Align right', icon: <FormatAlignRight /> },
  { value: 'justify', label: 'Justify', icon: <FormatAlignJustify /> },
];

export default function ExclusiveToggleButtons() {
  const [alignment, setAlignment] = React.useState<string | null>('left');
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <ToggleButtonGroup value={alignment} onChange={(_event, value) => setAlignment(value)} aria-label="Text alignment">
        {alignments.map((item) => (
          <IconButton
            key={item.value}
            value={item.value}
            aria-label={item.label}
            // Stays correct when the value is null, where the group sets no aria-pressed.
            aria-pressed={alignment === item.value}
          >
            {item.icon}
          </IconButton>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">
        value: <code>{JSON.stringify(alignment)}</code>
      </Typography>
    </Stack>
  );
}
