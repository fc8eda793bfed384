import * as React from 'react';
import Badge from '@mui/material/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SettingsIcon from '@mui/icons-material/Settings';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';

export default function DotBadges() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Stack direction="row" spacing={4} alignItems="center">
      <Badge variant="dot" color="error" invisible={!visible}>
        <SettingsIcon color="action" />
      </Badge>
      <Badge variant="dot" color="info" invisible={!visible}>
        <CloudDownloadIcon color="action" />
      </Badge>
      <FormControlLabel
        control={<Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />}
        label="Updates available"
      />
    </Stack>
  );
}
