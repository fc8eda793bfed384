import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

export default function SwitchDecorators() {
  const [yearly, setYearly] = React.useState(true);
  const [dark, setDark] = React.useState(false);
  return (
    <Stack spacing={3} alignItems="flex-start">
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Switch
          checked={yearly}
          onChange={(event) => setYearly(event.target.checked)}
          startDecorator={<Typography level="body-sm">Monthly</Typography>}
          endDecorator={<Typography level="body-sm">Yearly</Typography>}
          slotProps={{ input: { role: 'switch', 'aria-label': 'Yearly billing' } }}
        />
        <Typography level="body-sm" color={yearly ? 'success' : 'neutral'}>
          {yearly ? '$96 per year, two months free' : '$10 per month'}
        </Typography>
      </Stack>
      <Switch
        size="lg"
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        startDecorator={({ checked }) => (checked ? null : <LightModeRounded color="warning" />)}
        endDecorator={({ checked }) => (checked ? <DarkModeRounded color="primary" /> : null)}
        slotProps={{
          input: { role: 'switch', 'aria-label': 'Dark theme' },
          thumb: { children: dark ? <DarkModeRounded sx={{ fontSize: 14 }} /> : <LightModeRounded sx={{ fontSize: 14 }} /> },
        }}
        sx={{ '--Switch-thumbSize': '22px', '--Switch-trackWidth': '52px', '--Switch-trackHeight': '28px' }}
      />
    </Stack>
  );
}
