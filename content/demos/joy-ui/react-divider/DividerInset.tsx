import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Receipt({ inset }: { inset?: 'context' }) {
  return (
    <Card variant="outlined" sx={{ width: 220 }}>
      <CardContent>
        <Typography level="title-md">Order #48213</Typography>
        <Typography level="body-sm">2 × Oat flat white</Typography>
      </CardContent>
      <Divider inset={inset} />
      <CardContent orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <Typography level="body-sm">Total</Typography>
        <Typography level="title-sm">€9.40</Typography>
      </CardContent>
    </Card>
  );
}

export default function DividerInset() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Receipt />
      <Receipt inset="context" />
    </Stack>
  );
}
