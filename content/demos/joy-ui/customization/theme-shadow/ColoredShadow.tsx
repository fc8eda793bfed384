import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ColoredShadow() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 2 }}>
      <Card sx={(theme) => ({ flex: 1, boxShadow: theme.shadow.lg })}>
        <Typography level="title-md">Starter</Typography>
        <Typography level="body-sm">3 projects, 5 GB of storage</Typography>
        <Button variant="outlined" color="neutral">
          Choose Starter
        </Button>
      </Card>
      <Card
        variant="outlined"
        color="primary"
        sx={(theme) => ({
          flex: 1,
          // theme.shadow (not theme.vars.shadow) keeps the var() references to the
          // channel and opacity, so setting them here recolors this card's shadow only.
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
          '--joy-shadowOpacity': '0.3',
        })}
      >
        <Typography level="title-md">Team</Typography>
        <Typography level="body-sm">Unlimited projects, 100 GB of storage</Typography>
        <Button>Choose Team</Button>
      </Card>
    </Stack>
  );
}
