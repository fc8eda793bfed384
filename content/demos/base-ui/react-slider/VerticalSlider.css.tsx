import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const bands = [
  { name: 'Bass', initial: 4 },
  { name: 'Mid', initial: -2 },
  { name: 'Treble', initial: 6 },
];

function formatGain(value: number) {
  return value > 0 ? `+${value} dB` : `${value} dB`;
}

// The rules are in VerticalSlider.css.
export default function VerticalSlider() {
  return (
    <div className="equalizer">
      {bands.map((band) => (
        <Band key={band.name} {...band} />
      ))}
    </div>
  );
}

function Band({ name, initial }: { name: string; initial: number }) {
  const labelId = React.useId();
  const [gain, setGain] = React.useState(initial);
  return (
    <div className="equalizer-band">
      <span aria-hidden="true" className="equalizer-output">
        {formatGain(gain)}
      </span>
      <Slider
        className="equalizer-slider"
        orientation="vertical"
        aria-labelledby={labelId}
        value={gain}
        onChange={(_event, newValue) => setGain(newValue as number)}
        min={-12}
        max={12}
        // One mark for the flat setting in the middle.
        marks={[{ value: 0 }]}
        getAriaValueText={formatGain}
      />
      <span id={labelId} className="equalizer-label">
        {name}
      </span>
    </div>
  );
}
