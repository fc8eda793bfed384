import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { styled, useTheme } from '@mui/system';

const DURATION = 245; // seconds

function formatTime(seconds: number) {
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)}:${rest < 10 ? '0' : ''}${rest}`;
}

function describeTime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'} ${rest} second${rest === 1 ? '' : 's'}`;
}

export default function UseSlider() {
  const [position, setPosition] = React.useState(83);
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Player>
      <Title>Harbor Lights — Evening Tide</Title>
      <Scrubber value={position} onChange={setPosition} isRtl={isRtl} />
      <Times aria-hidden="true">
        <span>{formatTime(position)}</span>
        <span>-{formatTime(DURATION - position)}</span>
      </Times>
    </Player>
  );
}

function Scrubber(props: { value: number; onChange: (value: number) => void; isRtl: boolean }) {
  const { value, onChange, isRtl } = props;
  const rootRef = React.useRef<HTMLSpanElement>(null);
  const { getRootProps, getThumbProps, getHiddenInputProps, values, axis, axisProps, trackOffset, trackLeap, focusedThumbIndex, dragging } =
    useSlider({
      rootRef,
      value,
      onChange: (_event, newValue) => onChange(newValue as number),
      min: 0,
      max: DURATION,
      isRtl,
    });
  return (
    <Root {...getRootProps()} className={dragging ? 'dragging' : undefined}>
      <Rail />
      <Track style={{ ...axisProps[axis].offset(trackOffset), ...axisProps[axis].leap(trackLeap) }} />
      {values.map((thumbValue, index) => (
        // `data-index` on the thumb and its input tells the hook which thumb an event belongs to.
        <Thumb
          key={index}
          {...getThumbProps()}
          data-index={index}
          className={focusedThumbIndex === index ? 'scrubber-thumb focus-visible' : 'scrubber-thumb'}
          style={axisProps[axis].offset(valueToPercent(thumbValue, 0, DURATION))}
        >
          <input
            {...getHiddenInputProps()}
            data-index={index}
            value={thumbValue}
            aria-label="Playback position"
            aria-valuetext={describeTime(thumbValue)}
          />
        </Thumb>
      ))}
    </Root>
  );
}

const Player = styled('div')`
  box-sizing: border-box;
  width: 340px;
  max-width: 100%;
  padding: 16px 18px 12px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
  }
`;

const Title = styled('p')`
  margin: 0 0 6px;
  font-size: 0.875rem;
  font-weight: 600;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Times = styled('div')`
  display: flex;
  justify-content: space-between;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Root = styled('span')`
  position: relative;
  display: block;
  height: 4px;
  padding: 10px 0;
  cursor: pointer;
  touch-action: none;

  /* The thumb grows while the pointer is over the bar or drags it. */
  &:hover .scrubber-thumb,
  &.dragging .scrubber-thumb {
    transform: none;
  }
`;

const Rail = styled('span')`
  position: absolute;
  width: 100%;
  height: 4px;
  border-radius: 2px;
  background-color: #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    background-color: #334155;
  }
`;

const Track = styled('span')`
  position: absolute;
  height: 4px;
  border-radius: 2px;
  background-color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    background-color: #e2e8f0;
  }
`;

const Thumb = styled('span')`
  position: absolute;
  width: 12px;
  height: 12px;
  margin-top: -4px;
  margin-inline-start: -6px;
  border-radius: 50%;
  background-color: #0f172a;
  transform: scale(0.7);
  transition: transform 120ms ease;

  &.focus-visible {
    transform: none;
    box-shadow: 0 0 0 4px #93c5fd;
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #e2e8f0;
  }
`;
