import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

// Hidden from sight but not from the browser: display: none would also take it out of the form.
const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
};

export default function FileUploadButton() {
  const [files, setFiles] = React.useState<string[]>([]);
  const inputRef = React.useRef<HTMLInputElement>(null);

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Button
        component="label"
        variant="contained"
        startIcon={<CloudUploadIcon />}
        onClick={(event: React.SyntheticEvent) => {
          // A click on the label opens the picker by itself; Enter and Space reach here as key events and do not.
          if (event.type !== 'click') inputRef.current?.click();
        }}
      >
        Upload receipts
        <input
          ref={inputRef}
          type="file"
          tabIndex={-1}
          accept="image/*,application/pdf"
          multiple
          style={visuallyHidden}
          onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {files.length === 0 ? 'No file chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
