import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

type Channel = 'email' | 'push' | 'sms';

const labels: Record<Channel, string> = { email: 'Email', push: 'Push notifications', sms: 'Text messages' };

export default function NotificationSettings() {
  const [enabled, setEnabled] = React.useState<Record<Channel, boolean>>({ email: true, push: false, sms: false });
  const count = Object.values(enabled).filter(Boolean).length;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setEnabled({ ...enabled, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Order updates</FormLabel>
      <FormGroup>
        {(Object.keys(labels) as Channel[]).map((channel) => (
          <FormControlLabel
            key={channel}
            control={<Switch checked={enabled[channel]} onChange={handleChange} name={channel} inputProps={{ role: 'switch' }} />}
            label={labels[channel]}
          />
        ))}
      </FormGroup>
      <FormHelperText>{count === 0 ? 'You will not hear from us about this order.' : `${count} of 3 channels on`}</FormHelperText>
    </FormControl>
  );
}
