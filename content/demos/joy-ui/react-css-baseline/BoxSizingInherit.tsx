import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';

const box = { width: '100%', padding: 12, border: '2px solid currentColor', borderRadius: 6 };

export default function BoxSizingInherit() {
  return (
    <ScopedCssBaseline sx={{ p: 2, borderRadius: 'sm' }}>
      <Stack spacing={2}>
        <div>
          <p style={{ marginTop: 0 }}>
            <strong>Joy UI content</strong> (border-box, inherited from the baseline)
          </p>
          <div style={box}>width: 100%, padding and border inside the width</div>
        </div>
        <div style={{ boxSizing: 'content-box' }} data-widget="legacy-map">
          <p style={{ marginTop: 0 }}>
            <strong>Embedded legacy widget</strong> (content-box on its root, inherited below)
          </p>
          <div style={box}>width: 100%, padding and border added to the width</div>
        </div>
      </Stack>
    </ScopedCssBaseline>
  );
}
