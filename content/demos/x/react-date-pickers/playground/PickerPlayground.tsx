import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateView } from '@mui/x-date-pickers/models';

const VARIANTS = { Desktop: DesktopDatePicker, Mobile: MobileDatePicker, Static: StaticDatePicker };
type Variant = keyof typeof VARIANTS;
const ALL_VIEWS: DateView[] = ['year', 'month', 'day'];
const FLAGS = ['displayWeekNumber', 'showDaysOutsideCurrentMonth', 'readOnly', 'disabled'] as const;
type Flag = (typeof FLAGS)[number];

export default function PickerPlayground() {
  const [variant, setVariant] = React.useState<Variant>('Static');
  const [views, setViews] = React.useState<DateView[]>(['year', 'day']);
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [flags, setFlags] = React.useState<Record<Flag, boolean>>({
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    readOnly: false,
    disabled: false,
  });
  const Picker = VARIANTS[variant];
  const code = [
    `<${variant}DatePicker`,
    `  defaultValue={dayjs('2024-04-17')}`,
    `  views={[${views.map((view) => `'${view}'`).join(', ')}]}`,
    ...(orientation === 'landscape' ? [`  orientation="landscape"`] : []),
    ...FLAGS.filter((flag) => flags[flag]).map((flag) => `  ${flag}`),
    '/>',
  ].join('\n');

  const toggleView = (view: DateView) =>
    setViews((current) => {
      const next = current.includes(view) ? current.filter((item) => item !== view) : [...current, view];
      // A picker needs at least one view; keep them in the package's order.
      return next.length ? ALL_VIEWS.filter((item) => next.includes(item)) : current;
    });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} useFlexGap>
      <Stack spacing={2} sx={{ minWidth: 220 }}>
        <FormControl>
          <FormLabel id="playground-variant">Variant</FormLabel>
          <RadioGroup
            row
            aria-labelledby="playground-variant"
            value={variant}
            onChange={(event) => setVariant(event.target.value as Variant)}
          >
            {Object.keys(VARIANTS).map((name) => (
              <FormControlLabel key={name} value={name} control={<Radio size="small" />} label={name} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">views</FormLabel>
          <FormGroup row>
            {ALL_VIEWS.map((view) => (
              <FormControlLabel
                key={view}
                control={<Checkbox size="small" checked={views.includes(view)} onChange={() => toggleView(view)} />}
                label={view}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="playground-orientation">orientation</FormLabel>
          <RadioGroup
            row
            aria-labelledby="playground-orientation"
            value={orientation}
            onChange={(event) => setOrientation(event.target.value as 'portrait' | 'landscape')}
          >
            <FormControlLabel value="portrait" control={<Radio size="small" />} label="portrait" />
            <FormControlLabel value="landscape" control={<Radio size="small" />} label="landscape" />
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Other props</FormLabel>
          <FormGroup>
            {FLAGS.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Checkbox
                    size="small"
                    checked={flags[flag]}
                    onChange={(event) => setFlags((current) => ({ ...current, [flag]: event.target.checked }))}
                  />
                }
                label={flag}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Picker
            // A new picker when the variant or views change, so it starts on its first view.
            key={`${variant}-${views.join()}`}
            {...(variant === 'Static' ? {} : { label: 'Date' })}
            defaultValue={dayjs('2024-04-17')}
            views={views}
            orientation={orientation}
            {...flags}
          />
        </LocalizationProvider>
        <Box component="pre" aria-label="The picker's JSX" sx={{ m: 0, p: 1.5, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}>
          {code}
        </Box>
      </Stack>
    </Stack>
  );
}
