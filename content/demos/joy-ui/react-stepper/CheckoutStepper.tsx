import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Step, { stepClasses } from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

const steps = [
  { label: 'Shipping', text: 'Deliver to 14 Rue des Lilas, 69003 Lyon.' },
  { label: 'Payment', text: 'Pay with the Visa card ending in 4242.' },
  { label: 'Review', text: 'Two items, €84.90 including shipping.' },
];

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const [completed, setCompleted] = React.useState<boolean[]>([false, false, false]);

  const complete = () => {
    setCompleted((previous) => previous.map((done, index) => done || index === active));
    setActive((index) => Math.min(index + 1, steps.length - 1));
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stepper
        sx={{
          width: '100%',
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {steps.map((step, index) => (
          <Step
            key={step.label}
            active={index === active}
            completed={completed[index]}
            indicator={
              <StepIndicator
                variant={completed[index] || index === active ? 'solid' : 'outlined'}
                color={completed[index] || index === active ? 'primary' : 'neutral'}
              >
                {completed[index] ? <CheckRoundedIcon /> : index + 1}
              </StepIndicator>
            }
          >
            <StepButton
              aria-current={index === active ? 'step' : undefined}
              disabled={!completed[index] && index !== active && !completed[index - 1]}
              onClick={() => setActive(index)}
            >
              {step.label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
        <Typography level="title-md">{steps[active].label}</Typography>
        <Typography level="body-sm">{steps[active].text}</Typography>
      </Sheet>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="plain" color="neutral" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button onClick={complete} disabled={completed[steps.length - 1]}>
          {active === steps.length - 1 ? 'Place order' : 'Continue'}
        </Button>
      </Stack>
    </Stack>
  );
}
