import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardVariables() {
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(12);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
      <Stack spacing={2} sx={{ width: 220 }}>
        <div>
          <Typography id="card-padding-label" level="body-sm">
            --Card-padding: {padding}px
          </Typography>
          <Slider
            size="sm"
            min={8}
            max={32}
            value={padding}
            onChange={(_event, value) => setPadding(value as number)}
            slotProps={{ input: { 'aria-labelledby': 'card-padding-label' } }}
          />
        </div>
        <div>
          <Typography id="card-radius-label" level="body-sm">
            --Card-radius: {radius}px
          </Typography>
          <Slider
            size="sm"
            min={0}
            max={32}
            value={radius}
            onChange={(_event, value) => setRadius(value as number)}
            slotProps={{ input: { 'aria-labelledby': 'card-radius-label' } }}
          />
        </div>
      </Stack>
      <Card variant="outlined" sx={{ width: 280, '--Card-padding': `${padding}px`, '--Card-radius': `${radius}px` }}>
        <CardOverflow variant="solid" color="primary" sx={{ py: 2 }}>
          <Typography level="title-lg" textColor="inherit">
            Copenhagen → Oslo
          </Typography>
        </CardOverflow>
        <CardContent>
          <Typography level="body-sm">Overnight ferry, departs 16:30, cabin for two.</Typography>
        </CardContent>
        <CardOverflow variant="soft">
          <Divider inset="context" />
          <Typography level="body-xs" sx={{ py: 1 }}>
            Booking reference DFDS-48213
          </Typography>
        </CardOverflow>
      </Card>
    </Stack>
  );
}
