import { Switch } from '@mui/base/Switch';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

// The rules are in SwitchBothWays.css. The Switch component is styled through
// its built-in classes (base-Switch-track, base--checked...); the hook version
// renders its own markup with class names of its own.
export default function SwitchBothWays() {
  return (
    <div className="both-ways">
      <label className="both-ways-row">
        <Switch className="both-ways-switch" defaultChecked slotProps={{ input: { role: 'switch' } }} />
        Weekly email digest
      </label>
      <label className="both-ways-row">
        <TextSwitch />
        Push notifications
      </label>
    </div>
  );
}

function TextSwitch(props: UseSwitchParameters) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  const className = ['both-ways-pill', checked && 'checked', disabled && 'disabled', focusVisible && 'focus-visible'];
  return (
    <span className={className.filter(Boolean).join(' ')}>
      <input {...getInputProps({ role: 'switch' })} className="both-ways-pill-input" />
      <span aria-hidden="true">{checked ? 'On' : 'Off'}</span>
    </span>
  );
}
