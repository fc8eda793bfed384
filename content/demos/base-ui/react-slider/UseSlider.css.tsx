import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';

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

// The rules are in UseSlider.css.
export default function UseSlider() {
  const [position, setPosition] = React.useState(83);
  const isRtl = useDocumentRtl();
  return (
    <div className="player">
      <p className="player-title">Harbor Lights — Evening Tide</p>
      <Scrubber value={position} onChange={setPosition} isRtl={isRtl} />
      <div aria-hidden="true" className="player-times">
        <span>{formatTime(position)}</span>
        <span>-{formatTime(DURATION - position)}</span>
      </div>
    </div>
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
    <span {...getRootProps()} className={dragging ? 'player-scrubber dragging' : 'player-scrubber'}>
      <span className="player-rail" />
      <span className="player-track" style={{ ...axisProps[axis].offset(trackOffset), ...axisProps[axis].leap(trackLeap) }} />
      {values.map((thumbValue, index) => (
        // `data-index` on the thumb and its input tells the hook which thumb an event belongs to.
        <span
          key={index}
          {...getThumbProps()}
          data-index={index}
          className={focusedThumbIndex === index ? 'player-thumb focus-visible' : 'player-thumb'}
          style={axisProps[axis].offset(valueToPercent(thumbValue, 0, DURATION))}
        >
          <input
            {...getHiddenInputProps()}
            data-index={index}
            value={thumbValue}
            aria-label="Playback position"
            aria-valuetext={describeTime(thumbValue)}
          />
        </span>
      ))}
    </span>
  );
}

// useSlider lays the bar out from left to right unless `isRtl` says otherwise.
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
