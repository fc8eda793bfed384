import * as React from 'react';
import {
  CssVarsProvider,
  extendTheme,
  styled,
  useThemeProps,
  type ColorPaletteProp,
  type StyleOverrides,
  type Theme,
  type VariantProp,
  THEME_ID,
} from '@mui/joy/styles';
import Stack from '@mui/joy/Stack';

// 1. The component's props, its owner state and its slot names.
interface StatProps {
  label: React.ReactNode;
  value: React.ReactNode;
  trend?: 'up' | 'down' | 'flat';
  variant?: VariantProp;
  color?: ColorPaletteProp;
  size?: 'sm' | 'md';
}
interface StatOwnerState extends StatProps {
  variant: VariantProp;
  color: ColorPaletteProp;
  size: 'sm' | 'md';
}
type StatSlot = 'root' | 'label' | 'value';

// 2. Let the theme type know about the new entry, so extendTheme accepts it.
declare module '@mui/joy/styles' {
  interface Components {
    JoyStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: StyleOverrides<StatSlot, StatOwnerState, Theme>;
    };
  }
}

// 3. One styled element per slot. `name` and `slot` connect each one to
//    theme.components.JoyStat.styleOverrides.<slot>.
const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: 160,
  padding: ownerState.size === 'sm' ? '0.625rem 0.875rem' : '1rem 1.25rem',
  borderRadius: theme.vars.radius.md,
  // The global variants: the same colors as a Sheet or a Chip with these props.
  ...theme.variants[ownerState.variant]?.[ownerState.color],
}));

const StatLabel = styled('span', { name: 'JoyStat', slot: 'label' })<{ ownerState: StatOwnerState }>(({ theme }) => ({
  ...theme.typography['body-sm'],
  color: 'inherit',
  opacity: 0.8,
}));

const StatValue = styled('span', { name: 'JoyStat', slot: 'value' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  ...theme.typography[ownerState.size === 'sm' ? 'title-lg' : 'h3'],
  color: 'inherit',
  '&::after': {
    marginInlineStart: '0.375rem',
    fontSize: theme.vars.fontSize.sm,
    content: ownerState.trend === 'up' ? '"▲"' : ownerState.trend === 'down' ? '"▼"' : 'none',
  },
}));

// 4. The component reads its defaults from the theme, then renders the slots.
const Stat = React.forwardRef<HTMLDivElement, StatProps>(function Stat(inProps, ref) {
  const props = useThemeProps<StatProps>({ props: inProps, name: 'JoyStat' });
  const { label, value, variant = 'outlined', color = 'neutral', size = 'md', trend } = props;
  const ownerState: StatOwnerState = { ...props, variant, color, size, trend };

  return (
    <StatRoot ref={ref} ownerState={ownerState}>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
      <StatValue ownerState={ownerState}>{value}</StatValue>
    </StatRoot>
  );
});

// 5. An app themes it like any Joy UI component.
const theme = extendTheme({
  // A prefix of its own keeps this demo's CSS variables apart from the page's.
  cssVarPrefix: 'stat',
  components: {
    JoyStat: {
      defaultProps: { variant: 'soft' },
      styleOverrides: {
        value: ({ ownerState }) => ({
          ...(ownerState.trend === 'down' && { fontStyle: 'italic' }),
        }),
      },
    },
  },
});

export default function StatComponent() {
  return (
    <CssVarsProvider
      // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
      // so this one goes under the same key; the page's light/dark attribute picks the
      // scheme, and <html> is left alone. In an app, <CssVarsProvider theme={theme}> is enough.
      theme={{ [THEME_ID]: theme }}
      attribute="data-mui-color-scheme"
      colorSchemeNode={null}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stat label="Monthly revenue" value="$48,210" trend="up" color="success" />
        <Stat label="Churned accounts" value="17" trend="down" color="danger" />
        <Stat label="Open tickets" value="42" trend="flat" variant="outlined" />
        <Stat label="Avg. response" value="1h 12m" size="sm" variant="solid" color="primary" />
      </Stack>
    </CssVarsProvider>
  );
}
