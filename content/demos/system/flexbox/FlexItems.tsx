import { Box } from '@mui/system';

const codeStyle = { display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', fontWeight: 400 } as const;

export default function FlexItems() {
  return (
    <Box display="grid" gap={3} width="100%">
      <section aria-label="flexGrow and flexShrink">
        <Box display="flex" alignItems="center" gap={1} p={1} border={1} borderColor="divider" borderRadius={1}>
          <Box flexShrink={0} px={2} py={1} borderRadius={1} bgcolor="secondary.main" color="secondary.contrastText" fontWeight={600}>
            Harbor Books
            <Box component="code" dir="ltr" sx={codeStyle}>
              flexShrink={'{0}'}
            </Box>
          </Box>
          <Box flexGrow={1} minWidth={0} px={2} py={1} borderRadius={1} bgcolor="action.selected">
            Search the catalog
            <Box component="code" dir="ltr" sx={codeStyle}>
              flexGrow={'{1}'} minWidth={'{0}'}
            </Box>
          </Box>
          <Box flexBasis={96} flexShrink={0} px={2} py={1} borderRadius={1} border={1} borderColor="primary.main">
            Cart
            <Box component="code" dir="ltr" sx={codeStyle}>
              flexBasis={'{96}'}
            </Box>
          </Box>
        </Box>
      </section>
      <section aria-label="order and alignSelf">
        <Box display="flex" alignItems="flex-start" gap={1} minHeight={140} p={1} border={1} borderColor="divider" borderRadius={1}>
          <Box px={2} py={1} borderRadius={1} bgcolor="action.selected">
            First in the markup
          </Box>
          <Box order={-1} px={2} py={1} borderRadius={1} bgcolor="secondary.main" color="secondary.contrastText" fontWeight={600}>
            Second in the markup
            <Box component="code" dir="ltr" sx={codeStyle}>
              order={'{-1}'}
            </Box>
          </Box>
          <Box alignSelf="flex-end" px={2} py={1} borderRadius={1} border={1} borderColor="primary.main">
            Third in the markup
            <Box component="code" dir="ltr" sx={codeStyle}>
              alignSelf=&quot;flex-end&quot;
            </Box>
          </Box>
        </Box>
      </section>
    </Box>
  );
}
