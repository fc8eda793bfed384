import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// The rules are in UnstyledSlider.css, written against the class name given
// to the root and Base UI's slot and state classes inside it.
export default function UnstyledSlider() {
  const volumeId = React.useId();
  const microphoneId = React.useId();
  const isRtl = useDocumentRtl();
  return (
    <div className="volume-sliders">
      <div>
        <span id={volumeId} className="volume-sliders-label">
          Volume
        </span>
        <Slider className="volume-slider" aria-labelledby={volumeId} defaultValue={35} isRtl={isRtl} />
      </div>
      <div>
        <span id={microphoneId} className="volume-sliders-label">
          Microphone (muted)
        </span>
        <Slider className="volume-slider" aria-labelledby={microphoneId} defaultValue={60} isRtl={isRtl} disabled />
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
