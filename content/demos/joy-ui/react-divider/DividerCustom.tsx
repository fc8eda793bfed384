import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function DividerCustom() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Divider sx={{ '--Divider-thickness': '3px', '--Divider-lineColor': 'var(--joy-palette-primary-500)' }} />
      <Divider
        sx={{
          '--Divider-lineColor': 'var(--joy-palette-warning-400)',
          '--Divider-thickness': '2px',
          color: 'warning.plainColor',
        }}
      >
        Unsaved changes below
      </Divider>
      <Divider
        sx={{
          '--Divider-thickness': '4px',
          '--Divider-lineColor': 'linear-gradient(90deg, var(--joy-palette-primary-400), var(--joy-palette-success-400))',
          background: 'var(--Divider-lineColor)',
          borderRadius: '2px',
        }}
      />
    </Stack>
  );
}
