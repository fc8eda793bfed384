import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsCard() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
        <FormLabel>invertedColors</FormLabel>
      </FormControl>
      <Card variant="solid" color="primary" invertedColors={inverted} sx={{ width: 340 }}>
        <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
          <CircularProgress size="lg" determinate value={68}>
            <Typography level="body-sm">68%</Typography>
          </CircularProgress>
          <CardContent>
            <Typography level="body-sm">Fundraising goal</Typography>
            <Typography level="h3">€27,200</Typography>
            <Chip size="sm" variant="soft">
              of €40,000
            </Chip>
          </CardContent>
        </CardContent>
        <CardActions>
          <Button variant="soft">See donors</Button>
          <Button variant="solid">Share</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
