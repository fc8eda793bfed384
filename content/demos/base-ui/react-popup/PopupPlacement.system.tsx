import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

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

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top-start');
  const selectId = React.useId();

  return (
    <Layout>
      <Field>
        <label htmlFor={selectId}>Placement</label>
        <Select id={selectId} value={placement} onChange={(event) => setPlacement(event.target.value as Placement)}>
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
      <Stage>
        <Anchor ref={setAnchor}>Trail running shoes</Anchor>
      </Stage>
      <StyledPopup anchor={anchor} open placement={placement} offset={6}>
        <PlacementNote requested={placement} />
      </StyledPopup>
    </Layout>
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
      <Meta>{shown === requested ? `Placed at ${shown}` : `Asked for ${requested}, placed at ${shown}`}</Meta>
    </React.Fragment>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  width: 100%;
  max-width: 520px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Field = styled('div')`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

const Select = styled('select')`
  font-family: inherit;
  font-size: 0.875rem;
  padding: 6px 8px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #1e293b;
    color: #e2e8f0;
  }
`;

const Stage = styled('div')`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 200px;
  border: 1px dashed #cbd5e1;
  border-radius: 12px;
  background-color: #f8fafc;

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
  }
`;

const Anchor = styled('div')`
  padding: 8px 14px;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  font-weight: 600;

  [data-mui-color-scheme='dark'] & {
    background-color: #60a5fa;
    color: #0f172a;
  }
`;

const StyledPopup = styled(Popup)`
  box-sizing: border-box;
  max-width: 220px;
  padding: 8px 12px;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 6px 20px rgb(15 23 42 / 0.12);
  font-size: 0.8125rem;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.5);
  }
`;

const Meta = styled('span')`
  display: block;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
