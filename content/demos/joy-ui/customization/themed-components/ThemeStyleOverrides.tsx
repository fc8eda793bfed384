import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import { chipClasses } from '@mui/joy/Chip';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'overrides',
  components: {
    JoyButton: {
      styleOverrides: {
        // A function receives ownerState (props and state) and the theme.
        root: ({ ownerState, theme }) => ({
          letterSpacing: '0.02em',
          ...(ownerState.variant === 'solid' && {
            boxShadow: `inset 0 -2px 0 rgba(0 0 0 / 0.2)`,
          }),
          ...(ownerState.variant === 'outlined' &&
            ownerState.color === 'neutral' && {
              borderColor: theme.vars.palette.neutral[500],
              borderStyle: 'dashed',
            }),
          // State classes: .Mui-disabled, .Mui-focusVisible, …
          '&.Mui-disabled': {
            opacity: 0.6,
          },
        }),
      },
    },
    JoyChip: {
      styleOverrides: {
        // An object works when nothing depends on the props.
        root: {
          fontWeight: 600,
          [`& .${chipClasses.startDecorator}`]: {
            fontSize: '1rem',
          },
        },
        // Slots have their own keys: root, label, action, startDecorator, endDecorator.
        label: {
          textTransform: 'uppercase',
          fontSize: '0.6875rem',
        },
      },
    },
  },
});

export default function ThemeStyleOverrides() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button startDecorator={<CheckRounded />}>Approve</Button>
          <Button variant="outlined" color="neutral">
            Request changes
          </Button>
          <Button disabled>Merge</Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Chip color="success" startDecorator={<LocalOfferOutlined />}>
            On sale
          </Chip>
          <Chip color="warning" variant="outlined">
            Low stock
          </Chip>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
