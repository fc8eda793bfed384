import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

// The slider's own values are 0 to 4, evenly spaced; `scale` maps them to sizes.
const storageMarks = [
  { value: 0, label: '64 GB' },
  { value: 1, label: '128 GB' },
  { value: 2, label: '256 GB' },
  { value: 3, label: '512 GB' },
  { value: 4, label: '1 TB' },
];

function toGigabytes(value: number) {
  return 64 * 2 ** value;
}

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

// Only these hours can be chosen: with step={null}, the marks are the values.
const openSlots = [
  { value: 9, label: '9:00' },
  { value: 11, label: '11:00' },
  { value: 14, label: '14:00' },
  { value: 16, label: '16:00' },
];

function formatHour(hour: number) {
  return `${hour}:00`;
}

export default function MarksSlider() {
  const storageId = React.useId();
  const slotId = React.useId();
  const [storage, setStorage] = React.useState(2);
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Stack>
      <div>
        <Header>
          <Label id={storageId}>Storage</Label>
          <Output aria-hidden="true">{formatSize(toGigabytes(storage))}</Output>
        </Header>
        <StyledSlider
          aria-labelledby={storageId}
          value={storage}
          onChange={(_event, newValue) => setStorage(newValue as number)}
          min={0}
          max={4}
          marks={storageMarks}
          scale={toGigabytes}
          getAriaValueText={formatSize}
          isRtl={isRtl}
        />
      </div>
      <div>
        <Label id={slotId}>Appointment time</Label>
        <StyledSlider
          aria-labelledby={slotId}
          defaultValue={11}
          min={8}
          max={18}
          step={null}
          marks={openSlots}
          track={false}
          getAriaValueText={formatHour}
          isRtl={isRtl}
        />
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
  padding: '0 16px',
  boxSizing: 'border-box',
});

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 12,
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

  &.${sliderClasses.marked} {
    margin-bottom: 20px;
  }

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

  & .${sliderClasses.mark} {
    position: absolute;
    width: 6px;
    height: 6px;
    margin-top: -1px;
    margin-inline-start: -3px;
    border-radius: 50%;
    background-color: #94a3b8;
  }

  /* Marks under the filled track take its color. */
  & .${sliderClasses.markActive} {
    background-color: #1d4ed8;
  }

  /* track={false} only adds a class: hiding the track is up to the styles. */
  &.${sliderClasses.trackFalse} .${sliderClasses.track} {
    display: none;
  }

  & .${sliderClasses.markLabel} {
    position: absolute;
    top: 34px;
    width: 64px;
    margin-inline-start: -32px;
    font-size: 0.75rem;
    text-align: center;
    color: #64748b;
  }

  & .${sliderClasses.markLabelActive} {
    color: #0f172a;
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

  [data-mui-color-scheme='dark'] & .${sliderClasses.mark} {
    background-color: #64748b;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.markActive} {
    background-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.markLabel} {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.markLabelActive} {
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.thumb} {
    border-color: #60a5fa;
    background-color: #0f172a;
  }
`;
