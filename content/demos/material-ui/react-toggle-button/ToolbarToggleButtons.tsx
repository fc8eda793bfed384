import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

// Borderless buttons with a gap between them; the `grouped` class reaches every button of the group.
const ToolbarGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    [`&.${toggleButtonGroupClasses.disabled}`]: { border: 0 },
  },
  // The group normally joins its buttons by removing inner margins and borders; restore the gap.
  [`& .${toggleButtonGroupClasses.middleButton}, & .${toggleButtonGroupClasses.lastButton}`]: {
    marginLeft: theme.spacing(0.5),
    borderLeft: 0,
  },
}));

export default function ToolbarToggleButtons() {
  const [alignment, setAlignment] = React.useState<string | null>('left');
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Paper elevation={0} sx={{ display: 'inline-flex', flexWrap: 'wrap', border: 1, borderColor: 'divider' }}>
      <ToolbarGroup
        size="small"
        value={alignment}
        exclusive
        onChange={(_event, next: string | null) => setAlignment(next)}
        aria-label="Text alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Center">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
      </ToolbarGroup>
      <Divider flexItem orientation="vertical" sx={{ mx: 0.5, my: 1 }} />
      <ToolbarGroup size="small" value={formats} onChange={(_event, next: string[]) => setFormats(next)} aria-label="Text formatting">
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToolbarGroup>
    </Paper>
  );
}
