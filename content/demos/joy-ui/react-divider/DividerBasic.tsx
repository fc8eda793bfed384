import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerBasic() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <Box>
        <Typography level="title-md">Shipping address</Typography>
        <Typography level="body-sm">Calle de Alcalá 48, 28014 Madrid, Spain</Typography>
      </Box>
      <Divider />
      <Box>
        <Typography level="title-md">Billing address</Typography>
        <Typography level="body-sm">Same as shipping address</Typography>
      </Box>
    </Box>
  );
}
