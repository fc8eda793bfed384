import { Box } from '@mui/system';

// Each line is shown at exactly one breakpoint range, with pure CSS.
const ranges = [
  { key: 'xs', display: { xs: 'block', sm: 'none' }, text: 'xs: narrower than 600px' },
  { key: 'sm', display: { xs: 'none', sm: 'block', md: 'none' }, text: 'sm: 600px to 899px' },
  { key: 'md', display: { xs: 'none', md: 'block', lg: 'none' }, text: 'md: 900px to 1199px' },
  { key: 'lg', display: { xs: 'none', lg: 'block', xl: 'none' }, text: 'lg: 1200px to 1535px' },
  { key: 'xl', display: { xs: 'none', xl: 'block' }, text: 'xl: 1536px and wider' },
];

export default function ResponsiveDisplay() {
  return (
    <Box width="100%">
      <Box component="p" m={0} mb={1} color="text.secondary" fontSize="0.875rem">
        The browser window is in the range:
      </Box>
      {ranges.map((range) => (
        <Box key={range.key} display={range.display} p={1.5} borderRadius={1} bgcolor="action.selected" fontWeight={600}>
          {range.text}
          <Box
            component="code"
            dir="ltr"
            display="block"
            mt={0.5}
            fontFamily="monospace"
            fontSize="0.75rem"
            fontWeight={400}
            color="text.secondary"
          >
            {`display={{ ${Object.entries(range.display)
              .map(([key, value]) => `${key}: '${value}'`)
              .join(', ')} }}`}
          </Box>
        </Box>
      ))}
      <Box displayPrint="none" mt={2} fontSize="0.875rem" color="text.secondary">
        This sentence has <code dir="ltr">displayPrint=&quot;none&quot;</code>: it disappears when you print the page.
      </Box>
    </Box>
  );
}
