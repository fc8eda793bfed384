import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert color="primary" startDecorator={<InfoOutlinedIcon />}>
        The Berlin office moves to the new floor plan on Monday.
      </Alert>
      <Alert color="neutral" startDecorator={<ScheduleIcon />}>
        Your export of 1,240 invoices is queued behind two other jobs.
      </Alert>
      <Alert color="success" startDecorator={<CheckCircleOutlineIcon />}>
        Payment of €84.90 to Nordlicht Bakery was sent.
      </Alert>
      <Alert color="warning" startDecorator={<WarningAmberIcon />}>
        Your API key for the staging project expires in 5 days.
      </Alert>
      <Alert color="danger" startDecorator={<ErrorOutlineIcon />}>
        The card ending in 4417 was declined. Try another payment method.
      </Alert>
    </Stack>
  );
}
