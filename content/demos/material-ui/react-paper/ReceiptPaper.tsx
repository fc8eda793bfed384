import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  { item: 'Flat white', price: 3.2 },
  { item: 'Cardamom bun', price: 2.9 },
  { item: 'Oat milk', price: 0.4 },
];

export default function ReceiptPaper() {
  const total = lines.reduce((sum, line) => sum + line.price, 0);

  return (
    <Paper component="section" aria-labelledby="receipt-title" elevation={2} sx={{ p: 2, width: '100%', maxWidth: 300 }}>
      <Typography id="receipt-title" variant="subtitle1" component="h3" gutterBottom>
        Order #1187
      </Typography>
      {lines.map((line) => (
        <Stack key={line.item} direction="row" justifyContent="space-between">
          <Typography variant="body2">{line.item}</Typography>
          <Typography variant="body2">£{line.price.toFixed(2)}</Typography>
        </Stack>
      ))}
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" justifyContent="space-between">
        <Typography fontWeight="bold">Total</Typography>
        <Typography fontWeight="bold">£{total.toFixed(2)}</Typography>
      </Stack>
    </Paper>
  );
}
