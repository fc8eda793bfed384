import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

// Base UI supplies the roles, states and keyboard support; the names,
// descriptions and value texts are added here.
export default function ReadingSettings() {
  // Slider lays itself out from left to right unless `isRtl` says otherwise.
  const isRtl = useTheme().direction === 'rtl';
  const id = React.useId();
  const [size, setSize] = React.useState(16);
  return (
    <Panel>
      <Row>
        <Label htmlFor={`${id}-motion`}>Reduce motion</Label>
        <StyledSwitch slotProps={{ input: { id: `${id}-motion`, role: 'switch', 'aria-describedby': `${id}-motion-hint` } }} />
      </Row>
      <Hint id={`${id}-motion-hint`}>Turns off animated page transitions and auto-playing previews.</Hint>
      <Row>
        <LabelText id={`${id}-size`}>Text size</LabelText>
        <Value aria-hidden="true">{size}px</Value>
      </Row>
      <StyledSlider
        isRtl={isRtl}
        aria-labelledby={`${id}-size`}
        getAriaValueText={(value) => `${value} pixels`}
        min={12}
        max={24}
        step={2}
        value={size}
        onChange={(_, value) => setSize(value as number)}
      />
    </Panel>
  );
}

const Panel = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 340px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #f1f5f9;
  }
`;

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
});

const Label = styled('label')({
  fontWeight: 600,
});

const LabelText = styled('span')({
  fontWeight: 600,
});

const Hint = styled('p')`
  margin: 0 0 12px;
  color: #475569;
  font-size: 0.75rem;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Value = styled('span')`
  color: #475569;
  font-variant-numeric: tabular-nums;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 40px;
  height: 24px;

  & .${switchClasses.track} {
    position: absolute;
    inset: 0;
    border-radius: 999px;
    background-color: #94a3b8;
    transition: background-color 150ms ease;
  }

  & .${switchClasses.thumb} {
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background-color: #fff;
    transition: inset-inline-start 150ms ease;
  }

  & .${switchClasses.input} {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #1d4ed8;
  }

  &.${switchClasses.checked} .${switchClasses.thumb} {
    inset-inline-start: 19px;
  }

  &.${switchClasses.focusVisible} .${switchClasses.track} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & .${switchClasses.track} {
    background-color: #475569;
  }

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #60a5fa;
  }
`;

const StyledSlider = styled(Slider)`
  position: relative;
  display: block;
  height: 4px;
  padding: 14px 0;
  cursor: pointer;
  touch-action: none;

  & .${sliderClasses.rail} {
    position: absolute;
    width: 100%;
    height: 4px;
    border-radius: 2px;
    background-color: #e2e8f0;
  }

  & .${sliderClasses.track} {
    position: absolute;
    height: 4px;
    border-radius: 2px;
    background-color: #1d4ed8;
  }

  & .${sliderClasses.thumb} {
    position: absolute;
    top: 50%;
    width: 18px;
    height: 18px;
    box-sizing: border-box;
    border: 2px solid #1d4ed8;
    border-radius: 50%;
    background-color: #fff;
    /* Centered on its inline-start edge, which isRtl turns around. */
    margin-inline-start: -9px;
    transform: translateY(-50%);
  }

  & .${sliderClasses.thumb}.${sliderClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.rail} {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.track} {
    background-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.thumb} {
    border-color: #60a5fa;
    background-color: #0f172a;
  }
`;
