import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { Slider } from '@mui/base/Slider';

// The rules are in ReadingSettings.css. Base UI supplies the roles, states and
// keyboard support; the names, descriptions and value texts are added here.
export default function ReadingSettings() {
  const isRtl = useDocumentRtl();
  const id = React.useId();
  const [size, setSize] = React.useState(16);
  return (
    <div className="reading-settings">
      <div className="reading-settings-row">
        <label htmlFor={`${id}-motion`} className="reading-settings-label">
          Reduce motion
        </label>
        <Switch
          className="reading-settings-switch"
          slotProps={{ input: { id: `${id}-motion`, role: 'switch', 'aria-describedby': `${id}-motion-hint` } }}
        />
      </div>
      <p id={`${id}-motion-hint`} className="reading-settings-hint">
        Turns off animated page transitions and auto-playing previews.
      </p>
      <div className="reading-settings-row">
        <span id={`${id}-size`} className="reading-settings-label">
          Text size
        </span>
        <span className="reading-settings-value" aria-hidden="true">
          {size}px
        </span>
      </div>
      <Slider
        isRtl={isRtl}
        className="reading-settings-slider"
        aria-labelledby={`${id}-size`}
        getAriaValueText={(value) => `${value} pixels`}
        min={12}
        max={24}
        step={2}
        value={size}
        onChange={(_, value) => setSize(value as number)}
      />
    </div>
  );
}

// Slider lays itself out from left to right unless `isRtl` says otherwise.
// Your app knows its direction; this demo follows the page's dir attribute.
function useDocumentRtl() {
  return React.useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dir === 'rtl',
    () => false,
  );
}
