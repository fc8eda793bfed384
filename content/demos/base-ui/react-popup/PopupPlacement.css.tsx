import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';

const placements: Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

// The rules are in PopupPlacement.css.
export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top-start');
  const selectId = React.useId();

  return (
    <div className="placement-demo">
      <div className="placement-demo-field">
        <label htmlFor={selectId}>Placement</label>
        <select
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          className="placement-demo-select"
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="placement-demo-stage">
        <div ref={setAnchor} className="placement-demo-anchor">
          Trail running shoes
        </div>
      </div>
      <Popup anchor={anchor} open placement={placement} offset={6} className="placement-demo-popup">
        <PlacementNote requested={placement} />
      </Popup>
    </div>
  );
}

// PopupContext gives the popup's content the placement Floating UI settled on,
// which differs from the requested one when there is no room on that side.
function PlacementNote({ requested }: { requested: Placement }) {
  const context = React.useContext(PopupContext);
  const shown = context?.placement ?? requested;
  return (
    <React.Fragment>
      <strong>Only 3 left in size 42</strong>
      <span className="placement-demo-meta">
        {shown === requested ? `Placed at ${shown}` : `Asked for ${requested}, placed at ${shown}`}
      </span>
    </React.Fragment>
  );
}
