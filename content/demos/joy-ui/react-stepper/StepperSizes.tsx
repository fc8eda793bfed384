import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const sizes = ['sm', 'md', 'lg'] as const;
const steps = ['Cart', 'Address', 'Payment'];

export default function StepperSizes() {
  return (
    <Stack spacing={3}>
      {sizes.map((size) => (
        <Stepper key={size} size={size} sx={{ width: '100%' }}>
          {steps.map((label, index) => (
            <Step key={label} indicator={<StepIndicator variant={index === 0 ? 'solid' : 'outlined'}>{index + 1}</StepIndicator>}>
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
