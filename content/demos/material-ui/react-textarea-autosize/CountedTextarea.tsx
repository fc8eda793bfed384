import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const LIMIT = 140;

export default function CountedTextarea() {
  const [text, setText] = React.useState<string>('');
  const remaining = LIMIT - text.length;

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography component="label" htmlFor="status-update" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        Status update
      </Typography>
      <Box
        component={TextareaAutosize}
        id="status-update"
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value.slice(0, LIMIT))}
        aria-describedby="status-update-count"
        sx={{
          width: '100%',
          p: 1.5,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
        }}
      />
      <Typography id="status-update-count" variant="caption" color={remaining < 20 ? 'warning.main' : 'text.secondary'}>
        {remaining} characters left
      </Typography>
    </Box>
  );
}
