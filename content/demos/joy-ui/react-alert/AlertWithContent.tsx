import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ReportGmailerrorredRoundedIcon from '@mui/icons-material/ReportGmailerrorredRounded';

export default function AlertWithContent() {
  return (
    <Alert
      variant="outlined"
      color="danger"
      startDecorator={<ReportGmailerrorredRoundedIcon />}
      sx={{ alignItems: 'flex-start', width: '100%' }}
    >
      <Box>
        <Typography level="title-md" color="danger">
          Two fields need your attention
        </Typography>
        <Typography component="ul" level="body-sm" sx={{ m: 0, pl: 2.5 }}>
          <li>The postal code 1O115 contains a letter O instead of a zero.</li>
          <li>The delivery date falls on a Sunday; the courier delivers Monday to Saturday.</li>
        </Typography>
      </Box>
    </Alert>
  );
}
