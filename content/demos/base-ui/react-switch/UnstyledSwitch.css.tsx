import { Switch } from '@mui/base/Switch';

// The rules are in UnstyledSwitch.css. The label wraps the switch, so clicking
// the text toggles it too, and the input inside takes its name from the text.
export default function UnstyledSwitch() {
  return (
    <div className="settings-switches">
      <label className="settings-switches-row">
        <Switch className="settings-switch" defaultChecked slotProps={{ input: { role: 'switch' } }} />
        Wi-Fi
      </label>
      <label className="settings-switches-row">
        <Switch className="settings-switch" slotProps={{ input: { role: 'switch' } }} />
        Bluetooth
      </label>
      <label className="settings-switches-row">
        <Switch className="settings-switch" disabled slotProps={{ input: { role: 'switch' } }} />
        Airplane mode (set by your administrator)
      </label>
    </div>
  );
}
