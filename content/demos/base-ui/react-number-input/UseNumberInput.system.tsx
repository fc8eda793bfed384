import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

export default function UseNumberInput() {
  const labelId = React.useId();
  const [size, setSize] = React.useState<number | null>(16);
  return (
    <Stack>
      <Label id={labelId}>Font size</Label>
      <FontSizeInput labelId={labelId} value={size} onChange={setSize} />
      <Preview style={{ fontSize: size ?? 16 }}>The quick brown fox jumps over the lazy dog.</Preview>
    </Stack>
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
    <Root {...getRootProps()} className={focused ? 'focused' : undefined}>
      <StepButton {...getDecrementButtonProps()} type="button" aria-label="Smaller text">
        A−
      </StepButton>
      <Input {...getInputProps()} role="spinbutton" aria-labelledby={labelId} />
      <Unit aria-hidden="true">px</Unit>
      <StepButton {...getIncrementButtonProps()} type="button" aria-label="Larger text">
        A+
      </StepButton>
    </Root>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  width: 360,
  maxWidth: '100%',
});

const Label = styled('span')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Preview = styled('p')`
  margin: 4px 0 0;
  line-height: 1.3;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Root = styled('div')`
  display: inline-flex;
  align-items: center;
  padding: 3px;
  background-color: #f1f5f9;
  border: 1px solid #e2e8f0;
  border-radius: 10px;

  &.focused {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #1e293b;
    border-color: #334155;
  }

  [data-mui-color-scheme='dark'] &.focused {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }
`;

const StepButton = styled('button')`
  width: 36px;
  height: 30px;
  padding: 0;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 700;
  color: #334155;
  background-color: #fff;
  border: 0;
  border-radius: 7px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.12);
  cursor: pointer;

  &:hover {
    color: #1d4ed8;
  }

  &:disabled {
    color: #94a3b8;
    box-shadow: none;
    background-color: transparent;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] &:disabled {
    color: #64748b;
    background-color: transparent;
  }
`;

const Input = styled('input')`
  width: 32px;
  padding: 4px 0;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: end;
  color: #0f172a;
  background: transparent;
  border: 0;
  outline: 0;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Unit = styled('span')`
  padding-inline: 2px 8px;
  font-size: 0.875rem;
  color: #64748b;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
