import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const justifyOptions: string[] = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'];
const alignOptions: string[] = ['flex-start', 'center', 'flex-end', 'stretch'];
const heights: number[] = [40, 64, 52];

export default function StackAlignment() {
  const [justifyContent, setJustifyContent] = React.useState<string>('space-between');
  const [alignItems, setAlignItems] = React.useState<string>('center');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label="justifyContent"
          value={justifyContent}
          onChange={(event) => setJustifyContent(event.target.value)}
        >
          {justifyOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label="alignItems"
          value={alignItems}
          onChange={(event) => setAlignItems(event.target.value)}
        >
          {alignOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        justifyContent={justifyContent}
        alignItems={alignItems}
        sx={{ height: 120, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {heights.map((height, index) => (
          <Box key={index} sx={{ width: 64, minHeight: height, borderRadius: 1, bgcolor: 'primary.main' }} />
        ))}
      </Stack>
    </Box>
  );
}
