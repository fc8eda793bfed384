import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function EmphasisInContext() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography level="title-lg" sx={{ flex: 1 }}>
          Invoice INV-2041
        </Typography>
        <Chip variant="soft" color="warning" size="sm">
          Overdue
        </Chip>
      </Stack>
      <Typography level="body-sm">Northwind Traders, Lisbon. 14 line items, 3,480.00 EUR, due on 30 September.</Typography>
      <Alert variant="soft" color="warning" startDecorator={<WarningRounded />}>
        The customer has not opened the two reminders sent so far.
      </Alert>
      <CardActions>
        <Button variant="plain" color="danger">
          Void
        </Button>
        <Button variant="outlined" color="neutral">
          Download PDF
        </Button>
        <Button variant="solid">Send reminder</Button>
      </CardActions>
    </Card>
  );
}
