import * as React from 'react';
import { Box } from '@mui/system';

const options = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  flexWrap: ['nowrap', 'wrap', 'wrap-reverse'],
} as const;

type Key = keyof typeof options;
type Settings = { [K in Key]: (typeof options)[K][number] };

const cities = [
  { name: 'Oslo', py: 1 },
  { name: 'Bergen', py: 2.5 },
  { name: 'Trondheim', py: 1.5 },
  { name: 'Stavanger', py: 3 },
  { name: 'Tromsø', py: 1 },
];

export default function FlexboxPlayground() {
  const id = React.useId();
  const [settings, setSettings] = React.useState<Settings>({
    flexDirection: 'row',
    justifyContent: 'flex-start',
    alignItems: 'stretch',
    flexWrap: 'nowrap',
  });
  const keys = Object.keys(options) as Key[];
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
        {keys.map((key) => (
          <div key={key}>
            <Box
              component="label"
              htmlFor={`${id}-${key}`}
              sx={{ display: 'block', mb: 0.5, fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}
            >
              {key}
            </Box>
            <Box
              component="select"
              id={`${id}-${key}`}
              value={settings[key]}
              onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                setSettings((previous) => ({ ...previous, [key]: event.target.value }))
              }
              sx={{
                width: '100%',
                p: 1,
                font: 'inherit',
                fontSize: '0.875rem',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              {options[key].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Box>
          </div>
        ))}
      </Box>
      <Box
        role="region"
        aria-label="Flex container preview"
        tabIndex={0}
        sx={{
          display: 'flex',
          ...settings,
          gap: 1,
          minHeight: 200,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'auto',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {cities.map((city) => (
          <Box
            key={city.name}
            sx={{ px: 2, py: city.py, borderRadius: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 600 }}
          >
            {city.name}
          </Box>
        ))}
      </Box>
      <Box component="pre" dir="ltr" sx={{ mt: 2, mb: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.selected', fontSize: '0.8125rem' }}>
        <code dir="ltr">
          {`<Box sx={{\n  display: 'flex',\n${keys.map((key) => `  ${key}: '${settings[key]}',`).join('\n')}\n  gap: 1,\n}}>`}
        </code>
      </Box>
    </Box>
  );
}
