import { Box, useTheme } from '@mui/system';

const paths = ['primary.main', 'secondary.main', 'success.main', 'warning.main', 'error.main', 'text.primary', 'divider'];

export default function BorderColors() {
  const theme = useTheme();
  return (
    <Box
      component="ul"
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(250px, 1fr))"
      gap={2}
      width="100%"
      m={0}
      p={0}
      sx={{ listStyle: 'none' }}
    >
      {paths.map((path) => (
        <Box component="li" key={path} display="flex" alignItems="center" gap={1.5}>
          {/* System props: border and borderColor written as props of Box. */}
          <Box flexShrink={0} width={40} height={40} borderRadius={1} border={3} borderColor={path} />
          <div>
            <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.8125rem" fontWeight={600}>
              borderColor="{path}"
            </Box>
            <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.75rem" color="text.secondary">
              {String(theme.unstable_sx({ borderColor: path }).borderColor)}
            </Box>
          </div>
        </Box>
      ))}
    </Box>
  );
}
