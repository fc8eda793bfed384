import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

// The valueLabel slot has no default element: naming one in `slots` is what
// makes the slider render it. Here it is a styled span.
export default function TemperatureSlider() {
  // Slider lays itself out from left to right unless `isRtl` says otherwise.
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Wrapper>
      <StyledSlider
        isRtl={isRtl}
        aria-label="Target temperature"
        getAriaValueText={(value) => `${value} degrees Celsius`}
        valueLabelFormat={(value) => `${value} °C`}
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        slots={{ valueLabel: ValueLabel }}
        slotProps={{ valueLabel: { 'aria-hidden': true } }}
      />
    </Wrapper>
  );
}

const Wrapper = styled('div')({
  width: '100%',
  maxWidth: 320,
  paddingTop: 36,
});

const ValueLabel = styled('span')`
  position: absolute;
  bottom: calc(100% + 8px);
  padding: 2px 8px;
  border-radius: 6px;
  background-color: #0f172a;
  color: #fff;
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;

  [data-mui-color-scheme='dark'] & {
    background-color: #f1f5f9;
    color: #0f172a;
  }
`;

const StyledSlider = styled(Slider)`
  position: relative;
  display: block;
  height: 6px;
  padding: 12px 0;
  cursor: pointer;
  touch-action: none;

  & .${sliderClasses.rail} {
    position: absolute;
    width: 100%;
    height: 6px;
    border-radius: 3px;
    background-color: #e2e8f0;
  }

  & .${sliderClasses.track} {
    position: absolute;
    height: 6px;
    border-radius: 3px;
    background-color: #ea580c;
  }

  & .${sliderClasses.thumb} {
    position: absolute;
    top: 50%;
    width: 20px;
    height: 20px;
    box-sizing: border-box;
    border: 2px solid #ea580c;
    border-radius: 50%;
    background-color: #fff;
    /* Centered on its inline-start edge, which isRtl turns around. */
    margin-inline-start: -10px;
    transform: translateY(-50%);
    /* Centers the value label, which has no left or right of its own. */
    display: flex;
    justify-content: center;
  }

  & .${sliderClasses.thumb}.${sliderClasses.focusVisible} {
    outline: 3px solid #fdba74;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.rail} {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.track} {
    background-color: #fb923c;
  }

  [data-mui-color-scheme='dark'] & .${sliderClasses.thumb} {
    border-color: #fb923c;
    background-color: #0f172a;
  }
`;
