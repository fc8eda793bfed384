import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import AttachFile from '@mui/icons-material/AttachFile';

const LIMIT = 280;

export default function TextareaDecorators() {
  const [text, setText] = React.useState('');
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);
  const remaining = LIMIT - text.length;
  return (
    <Textarea
      aria-label="Reply to Priya Raman"
      placeholder="Write a reply…"
      minRows={3}
      maxRows={8}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ textarea: { maxLength: LIMIT } }}
      startDecorator={
        <Chip size="sm" variant="soft" color="primary">
          Replying to Priya Raman
        </Chip>
      }
      endDecorator={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, pt: 1, borderTop: '1px solid', borderColor: 'divider' }}>
          <IconButton size="sm" aria-label="Bold" aria-pressed={bold} variant={bold ? 'soft' : 'plain'} onClick={() => setBold((b) => !b)}>
            <FormatBold />
          </IconButton>
          <IconButton
            size="sm"
            aria-label="Italic"
            aria-pressed={italic}
            variant={italic ? 'soft' : 'plain'}
            onClick={() => setItalic((i) => !i)}
          >
            <FormatItalic />
          </IconButton>
          <IconButton size="sm" aria-label="Attach a file">
            <AttachFile />
          </IconButton>
          <Typography level="body-xs" sx={{ ml: 'auto' }} textColor={remaining < 20 ? 'danger.plainColor' : 'text.tertiary'}>
            {remaining} left
          </Typography>
          <Button size="sm" disabled={text.trim() === ''}>
            Reply
          </Button>
        </Box>
      }
      sx={{
        width: '100%',
        maxWidth: 460,
        fontWeight: bold ? 'lg' : undefined,
        fontStyle: italic ? 'italic' : 'normal',
      }}
    />
  );
}
