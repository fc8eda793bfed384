import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

// The rules are in PopupOffset.css.
export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [mainAxis, setMainAxis] = React.useState(8);
  const [crossAxis, setCrossAxis] = React.useState(0);
  const id = React.useId();

  return (
    <div className="offset-demo">
      <div className="offset-demo-controls">
        <div className="offset-demo-control">
          <label htmlFor={`${id}-main`}>Distance</label>
          <input
            id={`${id}-main`}
            type="range"
            min={0}
            max={32}
            value={mainAxis}
            onChange={(event) => setMainAxis(Number(event.target.value))}
            className="offset-demo-range"
          />
          <output htmlFor={`${id}-main`}>{mainAxis} px</output>
        </div>
        <div className="offset-demo-control">
          <label htmlFor={`${id}-cross`}>Shift</label>
          <input
            id={`${id}-cross`}
            type="range"
            min={-40}
            max={40}
            value={crossAxis}
            onChange={(event) => setCrossAxis(Number(event.target.value))}
            className="offset-demo-range"
          />
          <output htmlFor={`${id}-cross`}>{crossAxis} px</output>
        </div>
      </div>
      <div className="offset-demo-stage">
        <div ref={setAnchor} className="offset-demo-event">
          Design review, 10:00
        </div>
      </div>
      <Popup anchor={anchor} open offset={{ mainAxis, crossAxis }} className="offset-demo-popup">
        Room Orion, 4th floor
      </Popup>
    </div>
  );
}
