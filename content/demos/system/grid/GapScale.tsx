import * as React from 'react';
import { Box, useTheme } from '@mui/system';

const steps = [0, 0.5, 1, 2, 3, 4];
const crops = ['Tomatoes', 'Basil', 'Lettuce', 'Carrots', 'Beans', 'Squash'];

export default function GapScale() {
  const theme = useTheme();
  const id = React.useId();
  const [rowGap, setRowGap] = React.useState(1);
  const [columnGap, setColumnGap] = React.useState(2);
  const controls = [
    { name: 'rowGap', value: rowGap, set: setRowGap },
    { name: 'columnGap', value: columnGap, set: setColumnGap },
  ];
  return (
    <Box width="100%">
      <Box display="flex" flexWrap="wrap" gap={3} mb={2}>
        {controls.map((control) => (
          <div key={control.name}>
            <Box
              component="label"
              htmlFor={`${id}-${control.name}`}
              display="block"
              mb={0.5}
              fontFamily="monospace"
              fontSize="0.8125rem"
              fontWeight={600}
            >
              {control.name}
            </Box>
            <Box
              component="select"
              id={`${id}-${control.name}`}
              value={control.value}
              onChange={(event: React.ChangeEvent<HTMLSelectElement>) => control.set(Number(event.target.value))}
              sx={{
                minWidth: 140,
                p: 1,
                font: 'inherit',
                fontSize: '0.875rem',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {steps.map((step) => (
                <option key={step} value={step}>
                  {`${step} (${theme.spacing(step)})`}
                </option>
              ))}
            </Box>
          </div>
        ))}
      </Box>
      {/* System props: the gap values are multiples of theme.spacing. */}
      <Box
        display="grid"
        gridTemplateColumns="repeat(3, minmax(0, 1fr))"
        rowGap={rowGap}
        columnGap={columnGap}
        p={1}
        borderRadius={1}
        bgcolor="action.hover"
      >
        {crops.map((crop) => (
          <Box
            key={crop}
            p={1.5}
            borderRadius={1}
            bgcolor="secondary.main"
            color="secondary.contrastText"
            fontWeight={600}
            textAlign="center"
          >
            {crop}
          </Box>
        ))}
      </Box>
      <Box component="code" dir="ltr" display="block" mt={1.5} fontFamily="monospace" fontSize="0.8125rem" color="text.secondary">
        {`row-gap: ${theme.spacing(rowGap)}; column-gap: ${theme.spacing(columnGap)};`}
      </Box>
    </Box>
  );
}
