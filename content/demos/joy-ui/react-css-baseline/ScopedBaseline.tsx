import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';

function Sample() {
  return (
    <div>
      <div style={{ width: '100%', padding: 12, border: '1px dashed currentColor' }}>
        <strong>width: 100%</strong> plus 12px of padding
      </div>
      <p style={{ marginBottom: 0 }}>Roasted cauliflower with tahini, pomegranate and mint. Serves four.</p>
    </div>
  );
}

export default function ScopedBaseline() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <p style={{ marginTop: 0, fontWeight: 600 }}>Outside: the page&apos;s own styles</p>
        <Sample />
      </div>
      <ScopedCssBaseline sx={{ flex: 1, minWidth: 0, p: 2, borderRadius: 'sm' }}>
        <p style={{ marginTop: 0, fontWeight: 600 }}>Inside ScopedCssBaseline</p>
        <Sample />
      </ScopedCssBaseline>
    </Stack>
  );
}
