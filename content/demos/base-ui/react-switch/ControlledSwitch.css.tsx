import * as React from 'react';
import { Switch } from '@mui/base/Switch';

// The rules are in ControlledSwitch.css.
export default function ControlledSwitch() {
  const [notifications, setNotifications] = React.useState(true);
  const [digest, setDigest] = React.useState(false);
  return (
    <div className="email-switches">
      <label className="email-switches-row">
        <Switch
          className="email-switch"
          checked={notifications}
          onChange={(event) => setNotifications(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Email notifications
      </label>
      <label className="email-switches-row">
        {/* The digest depends on the first switch: off and disabled while notifications are off. */}
        <Switch
          className="email-switch"
          checked={notifications && digest}
          disabled={!notifications}
          onChange={(event) => setDigest(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Weekly digest instead of single emails
      </label>
      <p aria-live="polite" className="email-switches-status">
        {summary(notifications, digest)}
      </p>
    </div>
  );
}

function summary(notifications: boolean, digest: boolean) {
  if (!notifications) return 'You will not get any email.';
  return digest ? 'You will get one email every Monday.' : 'You will get an email for every update.';
}
