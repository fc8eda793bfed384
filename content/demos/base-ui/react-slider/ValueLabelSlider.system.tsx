import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

export default function ValueLabelSlider() {
  const labelId = React.useId();
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Field>
      <Label id={labelId}>Screen brightness</Label>
      <StyledSlider
        aria-labelledby={labelId}
        defaultValue={70}
        isRtl={isRtl}
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value}%`}
        slots={{ valueLabel: ValueLabel }}
      />
    </Field>
  );
}

// Rendered inside each thumb with the formatted value as its children. Base UI
// also passes `ownerState`, `index` and `disabled`, which a DOM element must not get.
function ValueLabel({ children }: { children?: React.ReactNode }) {
  return (
    <LabelFrame aria-hidden="true" className="value-label">
      <Bubble>{children}</Bubble>
    </LabelFrame>
  );
}

const Field = styled('div')({
  width: 320,
  maxWidth: '100%',
  paddingTop: 28,
});

const Label = styled('span')`
  display: block;
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

// As wide on both sides of the thumb, so the bubble centers in either direction.
const LabelFrame = styled('span')`
  position: absolute;
  bottom: calc(100% + 8px);
  left: -40px;
  right: -40px;
  text-align: center;
  pointer-events: none;
  opacity: 0;
  transform: translateY(4px);
  transition:
    opacity 120ms ease,
    transform 120ms ease;
`;

const Bubble = styled('span')`
  display: inline-block;
  padding: 2px 8px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  font-variant-numeric: tabular-nums;
  color: #fff;
  background-color: #0f172a;
  border-radius: 6px;

  [data-mui-color-scheme='dark'] & {
    color: #0f172a;
    background-color: #e2e8f0;
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

  /* The label shows while the thumb is hovered, focused with the keyboard or dragged. */
  & .${sliderClasses.thumb}:hover .value-label,
  & .${sliderClasses.thumb}.${sliderClasses.focusVisible} .value-label,
  & .${sliderClasses.thumb}.${sliderClasses.active} .value-label {
    opacity: 1;
    transform: none;
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
