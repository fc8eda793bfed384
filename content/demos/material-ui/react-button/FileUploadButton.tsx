import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

// Hidden from sight but not from the form: display: none would also keep its files from being submitted.
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
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ position: 'relative' }}>
      {/* A real button: pointer, Enter and Space all fire its click, which opens the file picker. */}
      <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => inputRef.current?.click()}>
        Upload receipts
      </Button>
      <input
        ref={inputRef}
        type="file"
        name="receipts"
        accept="image/*,application/pdf"
        multiple
        // The button is the control readers reach; the input only holds the files.
        tabIndex={-1}
        aria-hidden
        style={visuallyHidden}
        onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {files.length === 0 ? 'No file chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
