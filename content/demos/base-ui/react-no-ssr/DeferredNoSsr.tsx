import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

// 2,400 elements: enough work to notice when it blocks a frame.
function ColorChart() {
  return (
    <Swatches>
      {Array.from({ length: 2400 }, (_, index) => (
        // Hue across the 60 columns, lightness down the 40 rows.
        <span key={index} style={{ backgroundColor: `hsl(${(index % 60) * 6} 75% ${78 - Math.floor(index / 60)}%)` }} />
      ))}
    </Swatches>
  );
}

export default function DeferredNoSsr() {
  const [defer, setDefer] = React.useState(true);
  const [run, setRun] = React.useState(0);
  return (
    <Card>
      <Controls>
        <label>
          <input type="checkbox" checked={defer} onChange={(event) => setDefer(event.target.checked)} /> defer
        </label>
        <Button type="button" onClick={() => setRun((value) => value + 1)}>
          Render again
        </Button>
      </Controls>
      {/* A new key mounts a new NoSsr, which starts over from its fallback. */}
      <NoSsr key={`${run}-${defer}`} defer={defer} fallback={<Fallback>Mixing colors…</Fallback>}>
        <ColorChart />
      </NoSsr>
    </Card>
  );
}

const Card = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 12px;
  box-sizing: border-box;
  width: 340px;
  max-width: 100%;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  font-size: 0.875rem;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
  }
`;

const Controls = styled('div')`
  display: flex;
  align-items: center;
  justify-content: space-between;

  & label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-family: monospace;
  }
`;

const Button = styled('button')`
  padding: 4px 12px;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: transparent;
    border-color: #475569;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }
`;

const Swatches = styled('div')`
  display: grid;
  grid-template-columns: repeat(60, 1fr);
  height: 120px;
  overflow: hidden;
  border-radius: 8px;

  & span {
    min-width: 0;
  }
`;

const Fallback = styled('div')`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  border-radius: 8px;
  background-color: #f1f5f9;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    background-color: #334155;
    color: #cbd5e1;
  }
`;
