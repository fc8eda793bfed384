import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

export default function UnstyledSlider() {
  const volumeId = React.useId();
  const microphoneId = React.useId();
  // The slider lays itself out from left to right unless told otherwise.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Stack>
      <div>
        <Label id={volumeId}>Volume</Label>
        <StyledSlider aria-labelledby={volumeId} defaultValue={35} isRtl={isRtl} />
      </div>
      <div>
        <Label id={microphoneId}>Microphone (muted)</Label>
        <StyledSlider aria-labelledby={microphoneId} defaultValue={60} isRtl={isRtl} disabled />
      </div>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
  width: 320,
  maxWidth: '100%',
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

// The rail is the full line, the track the filled part; Base UI positions the
// track and the thumb with inline styles, in percent of the root's width.
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

  &.${sliderClasses.disabled} {
    cursor: not-allowed;
  }

  &.${sliderClasses.disabled} .${sliderClasses.track} {
    background-color: #94a3b8;
  }

  &.${sliderClasses.disabled} .${sliderClasses.thumb} {
    border-color: #94a3b8;
    box-shadow: none;
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

  [data-mui-color-scheme='dark'] &.${sliderClasses.disabled} .${sliderClasses.track} {
    background-color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.${sliderClasses.disabled} .${sliderClasses.thumb} {
    border-color: #64748b;
  }
`;
