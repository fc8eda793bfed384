import { Slider } from '@mui/base/Slider';

// The rules are in TemperatureSlider.css. The valueLabel slot has no default
// element: naming one in `slots` is what makes the slider render it.
export default function TemperatureSlider() {
  return (
    <div className="temperature">
      <Slider
        className="temperature-slider"
        aria-label="Target temperature"
        getAriaValueText={(value) => `${value} degrees Celsius`}
        valueLabelFormat={(value) => `${value} °C`}
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        slots={{ valueLabel: 'span' }}
        slotProps={{ valueLabel: { className: 'temperature-label', 'aria-hidden': true } }}
      />
    </div>
  );
}
