import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [mainAxis, setMainAxis] = React.useState(8);
  const [crossAxis, setCrossAxis] = React.useState(0);
  const id = React.useId();

  return (
    <Layout>
      <Controls>
        <Control>
          <label htmlFor={`${id}-main`}>Distance</label>
          <Range
            id={`${id}-main`}
            type="range"
            min={0}
            max={32}
            value={mainAxis}
            onChange={(event) => setMainAxis(Number(event.target.value))}
          />
          <output htmlFor={`${id}-main`}>{mainAxis} px</output>
        </Control>
        <Control>
          <label htmlFor={`${id}-cross`}>Shift</label>
          <Range
            id={`${id}-cross`}
            type="range"
            min={-40}
            max={40}
            value={crossAxis}
            onChange={(event) => setCrossAxis(Number(event.target.value))}
          />
          <output htmlFor={`${id}-cross`}>{crossAxis} px</output>
        </Control>
      </Controls>
      <Stage>
        <Event ref={setAnchor}>Design review, 10:00</Event>
      </Stage>
      <StyledPopup anchor={anchor} open offset={{ mainAxis, crossAxis }}>
        Room Orion, 4th floor
      </StyledPopup>
    </Layout>
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

const Controls = styled('div')`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 24px;
`;

const Control = styled('div')`
  display: grid;
  grid-template-columns: 64px 140px 48px;
  align-items: center;
  gap: 8px;

  & label {
    font-weight: 600;
  }

  & output {
    font-variant-numeric: tabular-nums;
    color: #475569;
  }

  [data-mui-color-scheme='dark'] & output {
    color: #94a3b8;
  }
`;

const Range = styled('input')`
  width: 100%;
  margin: 0;
  accent-color: #1d4ed8;

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    accent-color: #60a5fa;
  }
`;

const Stage = styled('div')`
  box-sizing: border-box;
  display: flex;
  justify-content: center;
  width: 100%;
  height: 150px;
  padding-top: 32px;
  border: 1px dashed #cbd5e1;
  border-radius: 12px;
  background-color: #f8fafc;

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
  }
`;

const Event = styled('div')`
  align-self: flex-start;
  padding: 8px 14px;
  border-inline-start: 4px solid #1d4ed8;
  border-radius: 6px;
  background-color: #dbeafe;
  color: #1e3a8a;
  font-weight: 600;

  [data-mui-color-scheme='dark'] & {
    border-inline-start-color: #60a5fa;
    background-color: #1e3a8a;
    color: #dbeafe;
  }
`;

const StyledPopup = styled(Popup)`
  box-sizing: border-box;
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
