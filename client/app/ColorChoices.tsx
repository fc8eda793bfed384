import Button from '@mui/material/Button';
import { amber, blue, deepPurple, green, indigo, orange, pink, purple, teal } from '@mui/material/colors';
import type { Language } from '../../worker/paths/languages';
import { translate } from './i18n';
import type { PaletteColor } from './preferences';
import { useChangeTheme, useThemeDispatch, useThemeState } from './theme-state';

const CHOICES = { blue, indigo, deepPurple, purple, pink, teal, green, orange, amber } as const;
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** A full scale from a Material color, with its 500 shade as `main`. */
export function scaleOf(color: Record<string, string>): PaletteColor {
  const scale: Record<string, string> = {};
  for (const shade of SHADES) scale[shade] = color[shade].toUpperCase();
  return { ...scale, main: scale['500'] } as PaletteColor;
}

/** Primary and secondary color pickers, and a reset to the brand colors. */
export function ColorChoices({ language }: { language: Language }) {
  const { paletteColors } = useThemeState();
  const changeTheme = useChangeTheme();
  const dispatch = useThemeDispatch();
  const row = (intent: 'primary' | 'secondary') => (
    <div role="radiogroup" aria-label={translate(language, intent)} style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginBottom: 8 }}>
      {Object.entries(CHOICES).map(([name, color]) => {
        const selected = paletteColors?.[intent]?.main === color[500].toUpperCase();
        return (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={`${translate(language, intent)}: ${name}`}
            title={name}
            onClick={() => changeTheme({ paletteColors: { ...paletteColors, [intent]: scaleOf(color) } })}
            style={{
              width: 28,
              height: 28,
              borderRadius: 8,
              cursor: 'pointer',
              background: color[500],
              border: selected ? '3px solid currentColor' : '1px solid rgba(0,0,0,0.2)',
            }}
          />
        );
      })}
    </div>
  );
  return (
    <>
      <div>{translate(language, 'primary')}</div>
      {row('primary')}
      <div>{translate(language, 'secondary')}</div>
      {row('secondary')}
      <Button size="small" onClick={() => dispatch({ type: 'RESET_COLORS' })}>
        {translate(language, 'resetColors')}
      </Button>
    </>
  );
}
