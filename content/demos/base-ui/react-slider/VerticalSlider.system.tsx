import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const bands = [
  { name: 'Bass', initial: 4 },
  { name: 'Mid', initial: -2 },
  { name: 'Treble', initial: 6 },
];

function formatGain(value: number) {
  return value > 0 ? `+${value} dB` : `${value} dB`;
}

export default function VerticalSlider() {
  return (
    <Equalizer>
      {bands.map((band) => (
        <Band key={band.name} {...band} />
      ))}
    </Equalizer>
  );
}

function Band({ name, initial }: { name: string; initial: number }) {
  const labelId = React.useId();
  const [gain, setGain] = React.useState(initial);
  return (
    <Column>
      <Output aria-hidden="true">{formatGain(gain)}</Output>
      <StyledSlider
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
      <Label id={labelId}>{name}</Label>
    </Column>
  );
}

const Equalizer = styled('div')({
  display: 'flex',
  gap: 40,
});

const Column = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 10,
});

const Label = styled('span')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Output = styled('span')`
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

// Vertically, Base UI sets `bottom` and `height` instead of `left` and `width`.
const StyledSlider = styled(Slider)`
  position: relative;
  display: block;
  width: 18px;
  height: 140px;
  cursor: pointer;
  touch-action: none;

  & .${sliderClasses.rail} {
    position: absolute;
    inset-inline-start: 7px;
    width: 4px;
    height: 100%;
    border-radius: 2px;
    background-color: #e2e8f0;
  }

  & .${sliderClasses.track} {
    position: absolute;
    inset-inline-start: 7px;
    width: 4px;
    border-radius: 2px;
    background-color: #1d4ed8;
  }

  & .${sliderClasses.mark} {
    position: absolute;
    inset-inline-start: 2px;
    width: 14px;
    height: 2px;
    margin-bottom: -1px;
    background-color: #94a3b8;
  }

  & .${sliderClasses.thumb} {
    position: absolute;
    inset-inline-start: 0;
    box-sizing: border-box;
    width: 18px;
    height: 18px;
    margin-bottom: -9px;
    border: 2px solid #1d4ed8;
    border-radius: 50%;
    background-color: #fff;
    box-shadow: 0 1px 3px rgb(15 23 42 / 0.2);
    outline: 0;
    transition: box-shadow 120ms ease;
  }

  & .${sliderClasses.thumb}:hover {
    box-shadow: 0 0 0 6px rgb(29 78 216 / 0.15);
  }

  & .${sliderClasses.thumb}.${sliderClasses.focusVisible} {
    box-shadow: 0 0 0 4px #93c5fd;
  }

  & .${sliderClasses.thumb}.${sliderClasses.active} {
    box-shadow: 0 0 0 8px rgb(29 78 216 / 0.2);
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.rail} {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.track} {
    background-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.mark} {
    background-color: #64748b;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.thumb} {
    border-color: #60a5fa;
    background-color: #0f172a;
  }
`;
