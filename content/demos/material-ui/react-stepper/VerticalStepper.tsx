import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Rinse the rice', detail: 'Wash 300 g of short-grain rice until the water runs almost clear.' },
  { label: 'Soak and drain', detail: 'Leave it in fresh water for thirty minutes, then drain it in a sieve.' },
  { label: 'Simmer', detail: 'Cook with 360 ml of water, covered, on the lowest heat for twelve minutes.' },
  { label: 'Rest', detail: 'Take the pan off the heat and keep the lid on for ten more minutes.' },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.detail}</Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Next'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActiveStep(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box sx={{ pt: 2 }}>
          <Typography>The rice is ready to serve.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Cook again
          </Button>
        </Box>
      )}
    </Box>
  );
}
