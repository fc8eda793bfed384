import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

// The rules are in UseNumberInput.css.
export default function UseNumberInput() {
  const labelId = React.useId();
  const [size, setSize] = React.useState<number | null>(16);
  return (
    <div className="font-size">
      <span id={labelId} className="font-size-label">
        Font size
      </span>
      <FontSizeInput labelId={labelId} value={size} onChange={setSize} />
      <p className="font-size-preview" style={{ fontSize: size ?? 16 }}>
        The quick brown fox jumps over the lazy dog.
      </p>
    </div>
  );
}

function FontSizeInput(props: { labelId: string; value: number | null; onChange: (value: number | null) => void }) {
  const { labelId, value, onChange } = props;
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } = useNumberInput({
    min: 10,
    max: 32,
    step: 2,
    value,
    onChange: (_event, newValue) => onChange(newValue),
  });
  // Unlike the component, the hook leaves the order of the elements to you.
  return (
    <div {...getRootProps()} className={focused ? 'font-size-stepper focused' : 'font-size-stepper'}>
      <button {...getDecrementButtonProps()} type="button" aria-label="Smaller text" className="font-size-button">
        A−
      </button>
      <input {...getInputProps()} role="spinbutton" aria-labelledby={labelId} className="font-size-input" />
      <span aria-hidden="true" className="font-size-unit">
        px
      </span>
      <button {...getIncrementButtonProps()} type="button" aria-label="Larger text" className="font-size-button">
        A+
      </button>
    </div>
  );
}
