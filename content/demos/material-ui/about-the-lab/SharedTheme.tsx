import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

export default function SharedTheme() {
  const [sending, setSending] = React.useState(false);
  const { mode } = useTheme().palette;
  const forestTheme = React.useMemo(
    () => createTheme({ palette: { mode, primary: { main: '#2e7d5b' } }, shape: { borderRadius: 16 } }),
    [mode],
  );

  return (
    <ThemeProvider theme={forestTheme}>
      <Stack direction="row" spacing={2}>
        <LoadingButton variant="contained" loading={sending} loadingPosition="end" endIcon={<SendIcon />} onClick={() => setSending(true)}>
          Send
        </LoadingButton>
        <Button variant="outlined" disabled={!sending} onClick={() => setSending(false)}>
          Cancel
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Send is a LoadingButton from @mui/lab and Cancel is a Button from @mui/material. Both take the green primary colour and the rounded
        corners of the theme around them.
      </Typography>
    </ThemeProvider>
  );
}
