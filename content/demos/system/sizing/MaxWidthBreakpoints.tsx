import { Box, useTheme } from '@mui/system';

const limits: (number | string)[] = ['sm', 'md', 480, 3 / 4];

export default function MaxWidthBreakpoints() {
  const theme = useTheme();
  return (
    <Box display="grid" gap={1.5} width="100%">
      {limits.map((limit) => {
        const resolved = theme.unstable_sx({ maxWidth: limit }).maxWidth;
        const code = typeof limit === 'string' ? `maxWidth="${limit}"` : `maxWidth={${limit === 3 / 4 ? '3 / 4' : limit}}`;
        return (
          // System props: width={1} fills the row, maxWidth caps it.
          <Box
            key={code}
            width={1}
            maxWidth={limit}
            px={1.5}
            py={1}
            borderRadius={1}
            border={1}
            borderColor="secondary.main"
            bgcolor="action.hover"
          >
            <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.8125rem" fontWeight={600}>
              {code}
            </Box>
            <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.75rem" color="text.secondary">
              max-width: {typeof resolved === 'number' ? `${resolved}px` : String(resolved)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
