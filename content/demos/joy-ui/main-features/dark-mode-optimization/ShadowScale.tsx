import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const schemes = ['light', 'dark'] as const;
const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Stack spacing={2}>
      {schemes.map((scheme) => (
        <Box
          key={scheme}
          data-joy-color-scheme={scheme}
          sx={{ p: 2.5, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary' }}
        >
          <Typography level="body-xs" sx={{ mb: 1.5 }}>
            {scheme} scheme
          </Typography>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {shadows.map((shadow) => (
              <Sheet
                key={shadow}
                variant="outlined"
                sx={{
                  width: 88,
                  height: 64,
                  borderRadius: 'sm',
                  boxShadow: shadow,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'background.surface',
                }}
              >
                <Typography level="title-sm">{shadow}</Typography>
              </Sheet>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
