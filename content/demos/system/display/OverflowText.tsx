import { Box } from '@mui/system';

const title = 'Annual report of the Riverside Community Garden Association, 2023 edition';

const rows = [
  { code: "whiteSpace: 'nowrap'", sx: { whiteSpace: 'nowrap' } },
  { code: "whiteSpace: 'nowrap', overflow: 'hidden'", sx: { whiteSpace: 'nowrap', overflow: 'hidden' } },
  {
    code: "whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis'",
    sx: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
] as const;

export default function OverflowText() {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, width: '100%' }}>
      {rows.map((row) => (
        <div key={row.code}>
          <Box
            component="code"
            dir="ltr"
            sx={{ display: 'block', mb: 0.5, fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {row.code}
          </Box>
          <Box sx={[{ width: 260, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }, row.sx]} title={title}>
            {title}
          </Box>
        </div>
      ))}
      <div>
        <Box component="code" dir="ltr" sx={{ display: 'block', mb: 0.5, fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}>
          {"visibility: 'hidden'"} compared with {"display: 'none'"}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.selected' }}>Before</Box>
          <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.selected', visibility: 'hidden' }}>Hidden, keeps its space</Box>
          <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.selected' }}>After</Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.selected' }}>Before</Box>
          <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.selected', display: 'none' }}>Not rendered</Box>
          <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'action.selected' }}>After</Box>
        </Box>
      </div>
    </Box>
  );
}
