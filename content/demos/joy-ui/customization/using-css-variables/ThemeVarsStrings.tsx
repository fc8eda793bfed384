import { styled, useTheme } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';

const Highlight = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.sm,
  borderInlineStart: `4px solid ${theme.vars.palette.primary[500]}`,
  // The channel token makes a translucent version of the same color.
  backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
  color: theme.vars.palette.text.primary,
  fontSize: theme.vars.fontSize.sm,
}));

export default function ThemeVarsStrings() {
  const theme = useTheme();
  const rows = [
    ['theme.vars.palette.primary[500]', theme.vars.palette.primary[500]],
    ['theme.vars.radius.sm', theme.vars.radius.sm],
    ["theme.getCssVar('palette-primary-500')", theme.getCssVar('palette-primary-500')],
    ['theme.palette.primary[500]', theme.palette.primary[500]],
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Highlight>The new billing page is live for all workspaces.</Highlight>
      <Box tabIndex={0} role="region" aria-label="What the theme returns, scrollable" sx={{ overflowX: 'auto' }}>
        <Table size="sm" aria-label="What the theme returns">
          <thead>
            <tr>
              <th style={{ width: '45%' }}>Expression</th>
              <th>Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([expression, value]) => (
              <tr key={expression}>
                <td>
                  <code>{expression}</code>
                </td>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
    </Box>
  );
}
