import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Upload photos', 'Add a description', 'Set the price', 'Publish'];

export default function LabelBelowStepper() {
  return (
    <Stepper sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          orientation="vertical"
          indicator={
            <StepIndicator variant={index === 0 ? 'solid' : 'outlined'} color={index === 0 ? 'primary' : 'neutral'}>
              {index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
