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

export default function UseSlider() {
  const [position, setPosition] = React.useState(83);
  const isRtl = useDocumentRtl();
  return (
    <div className="box-border w-85 max-w-full rounded-xl border border-slate-200 bg-white px-4.5 pt-4 pb-3 dark:border-slate-700 dark:bg-slate-900">
      <p className="mt-0 mb-1.5 text-sm font-semibold text-slate-900 dark:text-slate-200">Harbor Lights — Evening Tide</p>
      <Scrubber value={position} onChange={setPosition} isRtl={isRtl} />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-500 tabular-nums dark:text-slate-400">
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
    // The root is a `group`: the thumb grows while the pointer is over the bar or drags it.
    <span {...getRootProps()} className="group relative block h-1 cursor-pointer touch-none py-2.5">
      <span className="absolute h-1 w-full rounded-xs bg-slate-200 dark:bg-slate-700" />
      <span
        className="absolute h-1 rounded-xs bg-slate-900 dark:bg-slate-200"
        style={{ ...axisProps[axis].offset(trackOffset), ...axisProps[axis].leap(trackLeap) }}
      />
      {values.map((thumbValue, index) => (
        // `data-index` on the thumb and its input tells the hook which thumb an event belongs to.
        <span
          key={index}
          {...getThumbProps()}
          data-index={index}
          className={[
            'absolute -ms-1.5 -mt-1 size-3 rounded-full bg-slate-900 transition-transform group-hover:scale-100 dark:bg-slate-200',
            dragging || focusedThumbIndex === index ? 'scale-100' : 'scale-70',
            focusedThumbIndex === index ? 'shadow-[0_0_0_4px_#93c5fd]' : '',
          ].join(' ')}
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
