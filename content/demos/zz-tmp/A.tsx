import { experimental_extendTheme, Experimental_CssVarsProvider, THEME_ID } from '@mui/material/styles';
import { CssVarsProvider } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Add from '@mui/icons-material/Add';
const m = experimental_extendTheme({
  components: {
    MuiSvgIcon: {
      styleOverrides: {
        root: ({ ownerState }) => ({
          margin: 'var(--Icon-margin)',
          ...(ownerState.fontSize === 'medium' && { fontSize: 'var(--Icon-fontSize, 1.5rem)' }),
          ...(ownerState.color === 'inherit' && !ownerState.htmlColor && { color: 'var(--Icon-color, currentColor)' }),
        }),
      },
    },
  },
});
export default function A() {
  return (
    <Experimental_CssVarsProvider theme={{ [THEME_ID]: m }}>
      <CssVarsProvider>
        <Button startDecorator={<Add />}>Add</Button>
      </CssVarsProvider>
    </Experimental_CssVarsProvider>
  );
}
