import { Box, ThemeProvider, styled, useThemeProps, type SxProps, type Theme } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

type Trend = 'up' | 'down' | 'flat';
interface OwnerState {
  trend: Trend;
}

interface TrendStatProps {
  label: string;
  value: string;
  trend?: Trend;
  sx?: SxProps<Theme>;
}

// name and slot connect each part to theme.components.TrendStat.
const StatRoot = styled('div', { name: 'TrendStat', slot: 'Root' })<{ ownerState: OwnerState }>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 150,
  padding: theme.spacing(1.5, 2),
}));

const StatLabel = styled('span', { name: 'TrendStat', slot: 'Label' })<{ ownerState: OwnerState }>({
  fontSize: '0.8125rem',
});

const StatValue = styled('span', { name: 'TrendStat', slot: 'Value' })<{ ownerState: OwnerState }>({
  fontSize: '1.5rem',
  fontWeight: 600,
});

const arrows: Record<Trend, string> = { up: '▲', down: '▼', flat: '■' };

function TrendStat(inProps: TrendStatProps) {
  // Props the caller leaves out are filled in from theme.components.TrendStat.defaultProps.
  const props = useThemeProps({ props: inProps, name: 'TrendStat' });
  const { label, value, trend = 'flat', sx } = props;
  // Every slot gets ownerState: the theme's override functions run for each of them.
  const ownerState = { trend };
  return (
    <StatRoot ownerState={ownerState} sx={sx}>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
      <StatValue ownerState={ownerState}>
        <span aria-hidden="true">{arrows[trend]}</span> {value}
        <span style={visuallyHidden}>{`, trend ${trend}`}</span>
      </StatValue>
    </StatRoot>
  );
}

function Stats() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <TrendStat label="Weekly orders" value="1,284" trend="up" />
      <TrendStat label="Returns" value="37" trend="down" />
      <TrendStat label="New reviews" value="96" />
    </Box>
  );
}

// theme.unstable_sx turns sx syntax into CSS, so theme entries can use
// palette paths such as 'text.secondary'.
const trendColors: Record<Trend, string> = { up: 'success.main', down: 'error.main', flat: 'divider' };

const withTrendStat = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    TrendStat: {
      defaultProps: { trend: 'up' },
      styleOverrides: {
        // An override can depend on ownerState: the accent border shows the trend.
        root: ({ theme, ownerState }: { theme: Theme; ownerState: OwnerState }) =>
          theme.unstable_sx({
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            borderLeftWidth: 6,
            borderLeftColor: trendColors[ownerState.trend],
          }),
        label: ({ theme }: { theme: Theme }) => theme.unstable_sx({ color: 'text.secondary' }),
        value: { fontVariantNumeric: 'tabular-nums' },
      },
      variants: [
        {
          props: { trend: 'down' },
          style: ({ theme }: { theme: Theme }) => theme.unstable_sx({ bgcolor: 'action.hover' }),
        },
      ],
    },
  },
});

export default function ThemedStat() {
  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%' }}>
      <section aria-label="Without theme entries">
        <Box component="p" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
          Without theme entries
        </Box>
        <Stats />
      </section>
      <ThemeProvider theme={withTrendStat}>
        <section aria-label="With theme entries">
          <Box component="p" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
            With theme entries
          </Box>
          <Stats />
        </section>
      </ThemeProvider>
    </Box>
  );
}
