import * as React from 'react';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import colors from '@mui/joy/colors';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import MailOutline from '@mui/icons-material/MailOutline';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';

// ---------------------------------------------------------------------------
// The choices: Joy UI's own hues (@mui/joy/colors), or a custom primary scale.
// ---------------------------------------------------------------------------

type Hue = keyof typeof colors;
type PaletteName = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';
type Shade = '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900';
type Scale = Record<Shade, string>;

const hues: Hue[] = ['blue', 'grey', 'red', 'green', 'yellow'];
const hueLabels: Record<Hue, string> = { blue: 'Blue', grey: 'Gray', red: 'Red', green: 'Green', yellow: 'Yellow' };
const shades: Shade[] = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'];
const paletteNames: PaletteName[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
// What extendTheme() uses when a palette is not given.
const defaultHues: Record<PaletteName, Hue> = {
  primary: 'blue',
  neutral: 'grey',
  danger: 'red',
  success: 'green',
  warning: 'yellow',
};

type Choice = Hue | 'custom';

interface BuilderState {
  choices: Record<PaletteName, Choice>;
  /** The custom primary scale, as #rrggbb strings (the format of <input type="color">). */
  customPrimary: Scale;
}

function choiceLabel(name: PaletteName, choice: Choice) {
  if (choice === 'custom') return 'Custom scale';
  return `${hueLabels[choice]}${choice === defaultHues[name] ? ' (default)' : ''}`;
}

function scaleOf(hue: Hue): Scale {
  const scale = {} as Scale;
  for (const shade of shades) scale[shade] = colors[hue][shade].toLowerCase();
  return scale;
}

const initialState: BuilderState = {
  choices: { ...defaultHues },
  customPrimary: scaleOf('blue'),
};

function scaleFor(state: BuilderState, name: PaletteName): Scale {
  const choice = state.choices[name];
  return choice === 'custom' ? state.customPrimary : scaleOf(choice);
}

// ---------------------------------------------------------------------------
// From the choices to theme options, and to the same options as code.
// ---------------------------------------------------------------------------

/** Palettes that differ from the default theme; the others are left out of the options. */
function changedPalettes(state: BuilderState) {
  return paletteNames.filter((name) => state.choices[name] !== defaultHues[name]);
}

function themeOptions(state: BuilderState) {
  const palette: Partial<Record<PaletteName, Scale | (typeof colors)[Hue]>> = {};
  for (const name of changedPalettes(state)) {
    const choice = state.choices[name];
    palette[name] = choice === 'custom' ? { ...state.customPrimary } : colors[choice];
  }
  return {
    colorSchemes: {
      light: { palette },
      dark: { palette },
    },
  };
}

function generateCode(state: BuilderState): string {
  const changed = changedPalettes(state);
  if (changed.length === 0) {
    return [
      "import { extendTheme } from '@mui/joy/styles';",
      '',
      '// Every palette is the default: this is the same as extendTheme().',
      'const theme = extendTheme();',
      '',
      'export default theme;',
      '',
    ].join('\n');
  }
  const usesHues = changed.some((name) => state.choices[name] !== 'custom');
  const lines = ["import { extendTheme } from '@mui/joy/styles';"];
  if (usesHues) lines.push("import colors from '@mui/joy/colors';");
  lines.push('');
  if (state.choices.primary === 'custom') {
    lines.push('const primary = {');
    for (const shade of shades) lines.push(`  ${shade}: '${state.customPrimary[shade]}',`);
    lines.push('};', '');
  }
  lines.push('const palette = {');
  for (const name of changed) {
    const choice = state.choices[name];
    lines.push(choice === 'custom' ? `  ${name},` : `  ${name}: colors.${choice},`);
  }
  lines.push(
    '};',
    '',
    'const theme = extendTheme({',
    '  colorSchemes: {',
    '    light: { palette },',
    '    dark: { palette },',
    '  },',
    '});',
    '',
    'export default theme;',
    '',
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// Contrast of white text on a color (WCAG 2 relative luminance).
// ---------------------------------------------------------------------------

function luminance(hex: string) {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string) {
  return 1.05 / (luminance(hex) + 0.05);
}

// ---------------------------------------------------------------------------
// The preview: the theme built from the options, shown in both schemes.
// ---------------------------------------------------------------------------

// Attribute the preview panes use to pick a scheme for their subtree.
const SCHEME_ATTRIBUTE = 'data-theme-builder-scheme';

function PreviewPane({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <Box
      {...{ [SCHEME_ATTRIBUTE]: scheme }}
      sx={{
        flex: '1 1 280px',
        minWidth: 0,
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.body',
        color: 'text.primary',
        border: '1px solid',
        borderColor: 'divider',
        colorScheme: scheme,
      }}
    >
      <Typography level="body-xs" textTransform="uppercase" fontWeight="lg" sx={{ mb: 1 }}>
        {scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
      </Typography>
      <Card variant="outlined" size="sm">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-md" sx={{ flex: 1 }}>
            Newsletter settings
          </Typography>
          <Chip size="sm" variant="soft" color="primary">
            Pro
          </Chip>
        </Stack>
        <FormControl size="sm">
          <FormLabel>Reply-to address</FormLabel>
          <Input defaultValue="hello@northwind.example" startDecorator={<MailOutline />} />
        </FormControl>
        <Typography component="label" level="body-sm" startDecorator={<Switch size="sm" defaultChecked />}>
          Send a copy to my inbox
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="sm">Save</Button>
          <Button size="sm" variant="outlined" color="neutral">
            Preview
          </Button>
          <Button size="sm" variant="soft" color="danger">
            Unsubscribe all
          </Button>
        </Stack>
      </Card>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
        {paletteNames.map((name) => (
          <Chip key={name} size="sm" variant="solid" color={name}>
            {name}
          </Chip>
        ))}
      </Stack>
      <Stack spacing={1}>
        <Alert size="sm" variant="soft" color="success" startDecorator={<CheckCircleOutlined />}>
          Campaign sent to 2,480 subscribers.
        </Alert>
        <Alert size="sm" variant="outlined" color="warning" startDecorator={<ReportProblemOutlined />}>
          12 addresses bounced last week.
        </Alert>
      </Stack>
    </Box>
  );
}

// ---------------------------------------------------------------------------
// The controls.
// ---------------------------------------------------------------------------

function ScaleStrip({ scale, label }: { scale: Scale; label: string }) {
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', borderRadius: 'xs', overflow: 'hidden', height: 20, flex: 1, minWidth: 120 }}>
      {shades.map((shade) => (
        <Box key={shade} sx={{ flex: 1, bgcolor: scale[shade] }} />
      ))}
    </Box>
  );
}

export default function ThemeBuilder() {
  const [state, setState] = React.useState<BuilderState>(initialState);
  const [status, setStatus] = React.useState('');

  const theme = React.useMemo(
    () =>
      extendTheme({
        // The preview's variables get a prefix of their own, apart from the page's.
        // The generated code leaves it out: the prefix does not change any color.
        cssVarPrefix: 'theme-builder',
        ...themeOptions(state),
      }),
    [state],
  );
  const code = React.useMemo(() => generateCode(state), [state]);

  const choose = (name: PaletteName, choice: Choice) =>
    setState((previous) => ({
      choices: { ...previous.choices, [name]: choice },
      // Starting a custom scale from the hue that was selected keeps the colors in place.
      customPrimary:
        name === 'primary' && choice === 'custom' && previous.choices.primary !== 'custom'
          ? scaleOf(previous.choices.primary as Hue)
          : previous.customPrimary,
    }));

  const setShade = (shade: Shade, value: string) =>
    setState((previous) => ({ ...previous, customPrimary: { ...previous.customPrimary, [shade]: value } }));

  const copy = () => {
    if (!navigator.clipboard) {
      setStatus('Copying is not available here. Select the code instead.');
      return;
    }
    navigator.clipboard.writeText(code).then(
      () => setStatus('Copied the theme code.'),
      () => setStatus('Could not copy. Select the code instead.'),
    );
  };

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1.5}>
        {paletteNames.map((name) => {
          const scale = scaleFor(state, name);
          const ratio = contrastWithWhite(scale['500']);
          const id = `theme-builder-${name}`;
          return (
            <Box key={name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Typography id={`${id}-label`} level="title-sm" sx={{ width: 72 }}>
                {name}
              </Typography>
              <Select
                size="sm"
                value={state.choices[name]}
                // Select learns its options' labels once they mount in the browser; until
                // then (in the server's HTML) it shows the placeholder, here the same label.
                placeholder={choiceLabel(name, state.choices[name])}
                onChange={(_event, value) => value && choose(name, value)}
                slotProps={{ button: { 'aria-labelledby': `${id}-label ${id}-button`, id: `${id}-button` } }}
                sx={{ width: 150 }}
              >
                {hues.map((hue) => (
                  <Option key={hue} value={hue}>
                    {choiceLabel(name, hue)}
                  </Option>
                ))}
                {name === 'primary' && <Option value="custom">Custom scale</Option>}
              </Select>
              <ScaleStrip scale={scale} label={`${name} scale from 50 to 900`} />
              <Typography level="body-xs" sx={{ width: 150 }} textColor={ratio < 4.5 ? 'warning.plainColor' : 'text.tertiary'}>
                White on 500: {ratio.toFixed(2)}:1{ratio < 4.5 ? ' (below 4.5)' : ''}
              </Typography>
            </Box>
          );
        })}
      </Stack>

      {state.choices.primary === 'custom' && (
        <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'md' }}>
          <Typography level="title-sm" sx={{ mb: 1 }}>
            Custom primary scale
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 }}>
            {shades.map((shade) => (
              <Box key={shade} component="label" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <input
                  type="color"
                  value={state.customPrimary[shade]}
                  onChange={(event) => setShade(shade, event.target.value)}
                  aria-label={`Primary ${shade}`}
                  style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
                />
                <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
                  {shade}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography level="body-xs" sx={{ mt: 1 }}>
            Keep the steps ordered from light to dark: the variants use 100 to 300 for soft and outlined surfaces, 500 to 700 for solid
            ones, and the dark scheme uses the 700 to 800 end for backgrounds.
          </Typography>
        </Sheet>
      )}

      <CssVarsProvider
        // Inside these docs only: the page keeps a Joy UI theme of its own under THEME_ID,
        // so the preview's goes under the same key. No changes to <html>, and the scheme
        // attribute is the preview's own, so each pane below can show one scheme.
        theme={{ [THEME_ID]: theme }}
        attribute={SCHEME_ATTRIBUTE}
        colorSchemeNode={null}
        disableNestedContext
        modeStorageKey="theme-builder-mode"
        colorSchemeStorageKey="theme-builder-color-scheme"
      >
        <Box component="section" aria-label="Preview" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <PreviewPane scheme="light" />
          <PreviewPane scheme="dark" />
        </Box>
      </CssVarsProvider>

      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography level="title-sm" sx={{ flex: 1 }}>
            Theme code
          </Typography>
          <Button size="sm" variant="plain" color="neutral" startDecorator={<RestartAlt />} onClick={() => setState(initialState)}>
            Reset
          </Button>
          <Button size="sm" variant="outlined" color="neutral" startDecorator={<ContentCopy />} onClick={copy}>
            Copy code
          </Button>
        </Box>
        <Sheet
          variant="outlined"
          component="pre"
          tabIndex={0}
          aria-label="Generated extendTheme code"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 'sm',
            overflow: 'auto',
            maxHeight: 360,
            fontFamily: 'code',
            fontSize: 'xs',
            lineHeight: 1.6,
            direction: 'ltr',
            textAlign: 'left',
          }}
        >
          <code>{code}</code>
        </Sheet>
        <Typography level="body-xs" role="status" sx={{ minHeight: '1.25rem', mt: 0.5 }}>
          {status}
        </Typography>
      </Box>
    </Stack>
  );
}
