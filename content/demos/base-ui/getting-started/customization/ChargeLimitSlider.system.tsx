import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

export default function ChargeLimitSlider() {
  // Slider lays itself out from left to right unless `isRtl` says otherwise.
  const isRtl = useTheme().direction === 'rtl';
  const id = React.useId();
  const [limit, setLimit] = React.useState(80);
  return (
    <Field>
      <Label id={id}>Battery charge limit</Label>
      <StyledSlider
        isRtl={isRtl}
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent`}
        min={50}
        max={100}
        step={5}
        value={limit}
        onChange={(_, value) => setLimit(value as number)}
        // The track's class depends on the value, which no built-in class
        // reflects, so slotProps.track is a function of the owner state.
        slotProps={{ track: (ownerState) => ({ className: Number(ownerState.value) > 80 ? 'high' : undefined }) }}
      />
      <Status>
        {limit}%: {limit > 80 ? 'charging past 80% wears the battery faster.' : 'within the recommended range.'}
      </Status>
    </Field>
  );
}

const Field = styled('div')`
  width: 100%;
  max-width: 320px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #f1f5f9;
  }
`;

const Label = styled('p')({
  margin: '0 0 4px',
  fontWeight: 600,
});

const Status = styled('p')`
  margin: 0;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const StyledSlider = styled(Slider)`
  position: relative;
  display: block;
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

  & .${sliderClasses.track}.high {
    background-color: #d97706;
  }

  & .${sliderClasses.thumb} {
    position: absolute;
    top: 50%;
    width: 18px;
    height: 18px;
    box-sizing: border-box;
    border: 2px solid #1d4ed8;
    border-radius: 50%;
    background-color: #fff;
    /* Centered on its inline-start edge, which isRtl turns around. */
    margin-inline-start: -9px;
    transform: translateY(-50%);
  }

  & .${sliderClasses.thumb}.${sliderClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  & .${sliderClasses.thumb}.${sliderClasses.active} {
    box-shadow: 0 0 0 6px rgb(29 78 216 / 0.16);
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.rail} {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.track} {
    background-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.track}.high {
    background-color: #fbbf24;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.thumb} {
    border-color: #60a5fa;
    background-color: #0f172a;
  }
`;
