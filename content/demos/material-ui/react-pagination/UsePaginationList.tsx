import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import usePagination from '@mui/material/usePagination';

const arrows: Record<string, string> = { previous: '← Newer', next: 'Older →' };

export default function UsePaginationList() {
  const { items } = usePagination({ count: 12, defaultPage: 4, siblingCount: 0 });

  return (
    <nav aria-label="Archive pages">
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {items.map(({ page, type, selected, ...item }) => {
          let content: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            content = (
              <Box component="span" aria-hidden sx={{ px: 1, color: 'text.secondary' }}>
                …
              </Box>
            );
          } else if (type === 'page') {
            content = (
              <ButtonBase
                {...item}
                aria-current={selected ? 'page' : undefined}
                sx={{
                  minWidth: 36,
                  height: 36,
                  borderRadius: 1,
                  fontWeight: selected ? 700 : 400,
                  borderBottom: 2,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {page}
              </ButtonBase>
            );
          } else {
            content = (
              <ButtonBase
                {...item}
                sx={{
                  px: 1.5,
                  height: 36,
                  borderRadius: 1,
                  color: 'primary.main',
                  '&.Mui-disabled': { color: 'text.disabled' },
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {arrows[type] ?? type}
              </ButtonBase>
            );
          }
          return <li key={`${type}-${page}`}>{content}</li>;
        })}
      </Box>
    </nav>
  );
}
