import * as React from 'react';
import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const files = [
  { name: 'invoice-2024-117.pdf', size: '182 KB' },
  { name: 'floor-plan-ground.png', size: '1.4 MB' },
];

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const buttonSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: 36,
  height: 36,
  px: 1,
  py: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export default function HiddenLabels() {
  const [reveal, setReveal] = React.useState(false);
  // The same text is hidden or shown; only the styles change.
  const hidden = reveal ? { ml: 1, fontSize: '0.75rem', color: 'secondary.main' } : visuallyHidden;
  return (
    <Box width="100%" maxWidth={480}>
      <Box component="label" display="flex" alignItems="center" gap={1} mb={2} fontSize="0.875rem">
        <input type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} />
        Show the text that only screen readers get
      </Box>
      <Box component="ul" m={0} p={0} border={1} borderColor="divider" borderRadius={1} sx={{ listStyle: 'none' }}>
        {files.map((file) => (
          <Box
            component="li"
            key={file.name}
            display="flex"
            alignItems="center"
            gap={1}
            px={2}
            py={1.5}
            sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Box flexGrow={1} minWidth={0}>
              <Box fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Box>
              <Box fontSize="0.8125rem" color="text.secondary">
                {file.size}
              </Box>
            </Box>
            <Box component="button" type="button" sx={buttonSx}>
              <Icon path="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
              <Box component="span" sx={hidden}>
                Download {file.name}
              </Box>
            </Box>
            <Box component="button" type="button" sx={buttonSx}>
              <Icon path="M6 6l12 12M18 6 6 18" />
              <Box component="span" sx={hidden}>
                Delete {file.name}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
