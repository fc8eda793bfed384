import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = React.useState([150, 600]);
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Field>
      <Header>
        <Label>Price range</Label>
        <Output aria-hidden="true">
          {formatPrice(range[0])} – {formatPrice(range[1])}
        </Output>
      </Header>
      <StyledSlider
        // An array value makes a range slider, with one thumb per item.
        value={range}
        onChange={(_event, newValue) => setRange(newValue as number[])}
        min={0}
        max={1000}
        step={10}
        isRtl={isRtl}
        // Each thumb is an input of its own, named by getAriaLabel.
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
      />
    </Field>
  );
}

const Field = styled('div')({
  width: 320,
  maxWidth: '100%',
});

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 12,
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
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const StyledSlider = styled(Slider)`
  position: relative;
  display: block;
  width: 100%;
  height: 4px;
  padding: 14px 0;
  cursor: pointer;
  touch-action: none;

  & .${sliderClasses.rail} {
    position: absolute;
    width: 100%;
    height: 4px;
    border-radius: 2px;
    background-color: #e2e8f0;
  }

  & .${sliderClasses.track} {
    position: absolute;
    height: 4px;
    border-radius: 2px;
    background-color: #1d4ed8;
  }

  & .${sliderClasses.thumb} {
    position: absolute;
    box-sizing: border-box;
    width: 18px;
    height: 18px;
    margin-top: -7px;
    margin-inline-start: -9px;
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

  [data-mui-color-scheme='dark'] & .${sliderClasses.thumb} {
    border-color: #60a5fa;
    background-color: #0f172a;
  }
`;
