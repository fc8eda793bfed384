import * as React from 'react';
import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const filters = ['Size', 'Color', 'Brand', 'Price', 'Rating'];
const results = ['Trail runner, gray', 'Canvas sneaker, white', 'Leather boot, brown'];

export default function SkipLink() {
  const resultsRef = React.useRef<HTMLElement>(null);
  return (
    <Box width="100%" position="relative" p={2} border={1} borderColor="divider" borderRadius={1}>
      <Box
        component="a"
        href="#shoe-results"
        onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          resultsRef.current?.focus();
        }}
        sx={{
          ...visuallyHidden,
          // Visible as soon as it has keyboard focus.
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 0,
            top: 8,
            left: 8,
            zIndex: 1,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 600,
          },
        }}
      >
        Skip to results
      </Box>
      <Box component="p" m={0} mb={1.5} fontSize="0.875rem" color="text.secondary">
        Press Tab with the keyboard inside this box to reveal the link.
      </Box>
      <Box display="flex" flexWrap="wrap" gap={1} mb={2}>
        {filters.map((filter) => (
          <Box
            component="button"
            type="button"
            key={filter}
            sx={{
              px: 1.5,
              py: 0.5,
              font: 'inherit',
              fontSize: '0.875rem',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {filter}
          </Box>
        ))}
      </Box>
      <Box
        component="section"
        id="shoe-results"
        ref={resultsRef}
        tabIndex={-1}
        aria-label="Results"
        sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        <Box component="p" m={0} mb={1} fontWeight={600}>
          3 results
        </Box>
        <Box component="ul" m={0} pl={2.5}>
          {results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
