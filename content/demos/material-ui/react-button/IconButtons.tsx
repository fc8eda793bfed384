import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ShareIcon from '@mui/icons-material/Share';
import PrintIcon from '@mui/icons-material/Print';

export default function IconButtons() {
  const [saved, setSaved] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <IconButton aria-label="Bookmark recipe" aria-pressed={saved} color="primary" onClick={() => setSaved((value) => !value)}>
        {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
      <IconButton aria-label="Share recipe" size="small">
        <ShareIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Print recipe" size="large" disabled>
        <PrintIcon fontSize="inherit" />
      </IconButton>
      <Typography variant="body2" color="text.secondary">
        {saved ? 'Saved to your cookbook' : 'Not saved yet'}
      </Typography>
    </Stack>
  );
}
