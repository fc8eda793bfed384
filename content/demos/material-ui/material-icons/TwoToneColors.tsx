import Stack from '@mui/material/Stack';
import BatteryChargingFullTwoToneIcon from '@mui/icons-material/BatteryChargingFullTwoTone';
import CloudTwoToneIcon from '@mui/icons-material/CloudTwoTone';
import FolderTwoToneIcon from '@mui/icons-material/FolderTwoTone';
import ShieldTwoToneIcon from '@mui/icons-material/ShieldTwoTone';

export default function TwoToneColors() {
  return (
    <Stack direction="row" spacing={3}>
      <FolderTwoToneIcon fontSize="large" />
      <CloudTwoToneIcon fontSize="large" color="primary" />
      <ShieldTwoToneIcon fontSize="large" color="success" />
      <BatteryChargingFullTwoToneIcon fontSize="large" color="warning" />
    </Stack>
  );
}
