import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

export default function FontIcons() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={3}>
        <Icon>home</Icon>
        <Icon color="primary">favorite</Icon>
        <Icon color="action">schedule</Icon>
        <Icon color="error">report</Icon>
        <Icon sx={{ color: 'success.main' }}>eco</Icon>
      </Stack>
      <Button variant="outlined" startIcon={<Icon>cloud_upload</Icon>}>
        Upload receipt
      </Button>
    </Stack>
  );
}
