import * as React from 'react';
import { Box, useTheme, type SpacingProps } from '@mui/system';

const keys = ['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml'] as const;
const values = [-2, -1, 0, 0.5, 1, 2, 3, 4];

type Key = (typeof keys)[number];

export default function SpacingPlayground() {
  const theme = useTheme();
  const id = React.useId();
  const [key, setKey] = React.useState<Key>('p');
  const [value, setValue] = React.useState(2);
  const props: SpacingProps = { [key]: value };
  const css = theme.unstable_sx({ [key]: value });
  const selectSx = {
    minWidth: 120,
    p: 1,
    font: 'inherit',
    fontSize: '0.875rem',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  } as const;
  return (
    <Box width="100%">
      <Box display="flex" flexWrap="wrap" gap={3} mb={2}>
        <div>
          <Box component="label" htmlFor={`${id}-key`} display="block" mb={0.5} fontSize="0.8125rem" fontWeight={600}>
            Key
          </Box>
          <Box
            component="select"
            id={`${id}-key`}
            value={key}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setKey(event.target.value as Key)}
            sx={selectSx}
          >
            {keys.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Box>
        </div>
        <div>
          <Box component="label" htmlFor={`${id}-value`} display="block" mb={0.5} fontSize="0.8125rem" fontWeight={600}>
            Value
          </Box>
          <Box
            component="select"
            id={`${id}-value`}
            value={value}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setValue(Number(event.target.value))}
            sx={selectSx}
          >
            {values.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Box>
        </div>
      </Box>
      {/* The dashed frame marks where the margin starts; the inner box, where the padding ends. */}
      <Box display="flow-root" border="1px dashed" borderColor="text.secondary" bgcolor="action.hover" borderRadius={1}>
        <Box {...props} border={2} borderColor="secondary.main" bgcolor="background.paper" borderRadius={1}>
          <Box py={1.5} px={2} bgcolor="action.selected" textAlign="center" fontWeight={600}>
            Content
          </Box>
        </Box>
      </Box>
      <Box component="pre" dir="ltr" mt={2} mb={0} p={1.5} borderRadius={1} bgcolor="action.selected" fontSize="0.8125rem">
        <code dir="ltr">
          {`<Box ${key}={${value}}>\n\n`}
          {Object.entries(css)
            .map(([property, length]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${length};`)
            .join('\n')}
        </code>
      </Box>
    </Box>
  );
}
