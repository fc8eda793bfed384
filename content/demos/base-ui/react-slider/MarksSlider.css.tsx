import * as React from 'react';
import { Slider } from '@mui/base/Slider';

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

// The rules are in MarksSlider.css.
export default function MarksSlider() {
  const storageId = React.useId();
  const slotId = React.useId();
  const [storage, setStorage] = React.useState(2);
  const isRtl = useDocumentRtl();
  return (
    <div className="marks-demo">
      <div>
        <div className="marks-demo-header">
          <span id={storageId} className="marks-demo-label">
            Storage
          </span>
          <span aria-hidden="true" className="marks-demo-output">
            {formatSize(toGigabytes(storage))}
          </span>
        </div>
        <Slider
          className="marks-demo-slider"
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
        <span id={slotId} className="marks-demo-label">
          Appointment time
        </span>
        <Slider
          className="marks-demo-slider"
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
    </div>
  );
}

// Slider lays itself out from left to right unless `isRtl` says otherwise.
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
