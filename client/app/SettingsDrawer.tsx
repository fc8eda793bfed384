import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Language } from '../../worker/paths/languages';
import { Glyph } from './AppHeader';
import type { ModePreference } from './environment';
import { translate } from './i18n';

interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
  language: Language;
  preference: ModePreference;
  onPreferenceChange(mode: ModePreference): void;
}

const MODES: { value: ModePreference; icon: string }[] = [
  { value: 'light', icon: 'light_mode' },
  { value: 'system', icon: 'settings_brightness' },
  { value: 'dark', icon: 'dark_mode' },
];

/** Reader settings, opened from the app bar. */
export function SettingsDrawer({ open, onClose, language, preference, onPreferenceChange }: SettingsDrawerProps) {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ sx: { width: { xs: '100%', sm: 360 }, p: 2 }, role: 'dialog', 'aria-labelledby': 'settings-title' } as object}
    >
      <Typography id="settings-title" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        {t('settings')}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ ml: 'auto' }}>
          <Glyph name="close" />
        </IconButton>
      </Typography>
      <Typography id="settings-mode" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('mode')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={preference}
        aria-labelledby="settings-mode"
        onChange={(_, value: ModePreference | null) => value && onPreferenceChange(value)}
      >
        {MODES.map(({ value, icon }) => (
          <ToggleButton key={value} value={value} sx={{ gap: 1 }}>
            <Glyph name={icon} />
            {t(value)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Drawer>
  );
}
