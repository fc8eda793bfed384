import { Box } from '@mui/system';

const modes = ['inline', 'inline-block', 'block', 'none'] as const;

export default function DisplayValues() {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, width: '100%' }}>
      {modes.map((mode) => (
        <section key={mode} aria-label={`display: ${mode}`}>
          <Box
            component="code"
            dir="ltr"
            sx={{ display: 'block', mb: 0.5, fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}
          >
            {`sx={{ display: '${mode}', px: 1, py: 1.5, mx: 0.5, my: 1 }}`}
          </Box>
          <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 1.8 }}>
            Trains leave from{' '}
            {['Platform 2', 'Platform 5'].map((platform) => (
              <Box
                key={platform}
                component="span"
                sx={{
                  display: mode,
                  px: 1,
                  py: 1.5,
                  mx: 0.5,
                  my: 1,
                  borderRadius: 1,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                }}
              >
                {platform}
              </Box>
            ))}{' '}
            {mode === 'none' ? '(the platforms are not rendered)' : 'every ten minutes.'}
          </Box>
        </section>
      ))}
    </Box>
  );
}
