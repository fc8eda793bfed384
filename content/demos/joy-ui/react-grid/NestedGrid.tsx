import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Field({ label, autoComplete }: { label: string; autoComplete: string }) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <Input size="sm" autoComplete={autoComplete} />
    </FormControl>
  );
}

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={7} container>
        <Grid xs={12}>
          <Typography level="title-md">Billing address</Typography>
        </Grid>
        <Grid xs={12} sm={6}>
          <Field label="First name" autoComplete="given-name" />
        </Grid>
        <Grid xs={12} sm={6}>
          <Field label="Last name" autoComplete="family-name" />
        </Grid>
        <Grid xs={12}>
          <Field label="Street and number" autoComplete="address-line1" />
        </Grid>
        <Grid xs={4}>
          <Field label="Postcode" autoComplete="postal-code" />
        </Grid>
        <Grid xs={8}>
          <Field label="City" autoComplete="address-level2" />
        </Grid>
      </Grid>
      <Grid xs={12} md={5}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-md">Order summary</Typography>
          <Typography level="body-sm">3 items · €118.50</Typography>
        </Sheet>
      </Grid>
    </Grid>
  );
}
