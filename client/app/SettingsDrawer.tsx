import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Language } from '../../worker/paths/languages';
import { Glyph } from './Glyph';
import { ColorChoices } from './ColorChoices';
import { useColorMode } from './color-mode';
import { useCodePreferences } from './useCodePreferences';
import { type MessageKey, translate } from './i18n';
import { CODE_STYLINGS, CODE_VARIANTS, type Direction } from './preferences';
import { useChangeTheme, useThemeDispatch, useThemeState } from './theme-state';

interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
  language: Language;
}

const MODES = [
  { value: 'light', icon: 'light_mode' },
  { value: 'system', icon: 'settings_brightness' },
  { value: 'dark', icon: 'dark_mode' },
] as const;

/** Reader settings, opened from the app bar: mode, direction, density, colors and code. */
export function SettingsDrawer({ open, onClose, language }: SettingsDrawerProps) {
  const t = (key: MessageKey) => translate(language, key);
  const { mode, setMode } = useColorMode();
  const state = useThemeState();
  const dispatch = useThemeDispatch();
  const changeTheme = useChangeTheme();
  const [code, setCode] = useCodePreferences();
  return (
    <Drawer
      anchor={state.direction === 'rtl' ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      PaperProps={{ sx: { width: { xs: '100%', sm: 380 }, p: 2 }, role: 'dialog', 'aria-labelledby': 'settings-title' } as object}
    >
      <Typography id="settings-title" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        {t('settings')}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ marginInlineStart: 'auto' }}>
          <Glyph name="close" />
        </IconButton>
      </Typography>

      <Section id="settings-mode" title={t('mode')}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={mode ?? 'system'}
          aria-labelledby="settings-mode"
          onChange={(_, value) => value && setMode(value)}
        >
          {MODES.map(({ value, icon }) => (
            <ToggleButton key={value} value={value} sx={{ gap: 1 }}>
              <Glyph name={icon} />
              {t(value)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>

      <Section id="settings-direction" title={t('direction')}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={state.direction}
          aria-labelledby="settings-direction"
          onChange={(_, value: Direction | null) => value && changeTheme({ direction: value })}
        >
          <ToggleButton value="ltr" sx={{ gap: 1 }}>
            <Glyph name="format_textdirection_l_to_r" />
            {t('ltr')}
          </ToggleButton>
          <ToggleButton value="rtl" sx={{ gap: 1 }}>
            <Glyph name="format_textdirection_r_to_l" />
            {t('rtl')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Section>

      <Section id="settings-density" title={t('density')}>
        <FormControlLabel
          control={<Switch checked={state.dense} onChange={(_, checked) => dispatch({ type: 'SET_DENSE', payload: checked })} />}
          label={t('dense')}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span id="settings-spacing">{t('spacing')}</span>
          <IconButton aria-label={t('decreaseSpacing')} onClick={() => dispatch({ type: 'DECREASE_SPACING' })}>
            <Glyph name="remove" />
          </IconButton>
          <output aria-labelledby="settings-spacing" data-testid="spacing-value">
            {state.spacing}px
          </output>
          <IconButton aria-label={t('increaseSpacing')} onClick={() => dispatch({ type: 'INCREASE_SPACING' })}>
            <Glyph name="add" />
          </IconButton>
          <Button size="small" onClick={() => dispatch({ type: 'RESET_DENSITY' })} sx={{ marginInlineStart: 'auto' }}>
            {t('resetDensity')}
          </Button>
        </div>
      </Section>

      <Section id="settings-colors" title={t('colors')}>
        <ColorChoices language={language} />
      </Section>

      <Section id="settings-code-variant" title={t('codeVariant')}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={code.codeVariant}
          aria-labelledby="settings-code-variant"
          onChange={(_, value) => value && setCode({ codeVariant: value })}
        >
          {CODE_VARIANTS.map((variant) => (
            <ToggleButton key={variant} value={variant}>
              {variant === 'TS' ? 'TypeScript' : 'JavaScript'}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>

      <Section id="settings-code-styling" title={t('codeStyling')}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={code.codeStyling}
          aria-labelledby="settings-code-styling"
          onChange={(_, value) => value && setCode({ codeStyling: value })}
        >
          {CODE_STYLINGS.map((styling) => (
            <ToggleButton key={styling} value={styling}>
              {styling}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>
    </Drawer>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 20 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}
