import { Box, useTheme } from '@mui/system';

const steps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

export default function SpacingRuler() {
  const theme = useTheme();
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 8, fontSize: '0.8125rem' }}>
        Each bar is <code dir="ltr">{'sx={{ width: theme.spacing(value) }}'}</code> wide, and the same value as padding gives the length
        shown.
      </caption>
      <thead>
        <tr>
          {['Value', 'Result', 'Length'].map((heading) => (
            <Box
              component="th"
              key={heading}
              scope="col"
              sx={{ py: 0.5, pr: 2, textAlign: 'start', fontSize: '0.8125rem', fontWeight: 600 }}
            >
              {heading}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step}>
            <Box component="th" scope="row" sx={{ py: 0.5, pr: 2, textAlign: 'start', fontWeight: 400 }}>
              <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
                {`p: ${step}`}
              </Box>
            </Box>
            <Box component="td" sx={{ py: 0.5, pr: 2 }}>
              <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}>
                {`padding: ${theme.spacing(step)}`}
              </Box>
            </Box>
            <Box component="td" sx={{ py: 0.5, width: '60%' }}>
              <Box sx={{ width: theme.spacing(step), height: 16, borderRadius: 0.5, bgcolor: 'secondary.main' }} />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
