import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Choose a room', 'Add guests', 'Extras', 'Confirm'];
const optionalStep = 2;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const [skipped, setSkipped] = React.useState<boolean>(false);
  const finished = activeStep === steps.length;

  const goForward = (skip: boolean) => {
    if (activeStep === optionalStep) setSkipped(skip);
    setActiveStep((step) => step + 1);
  };

  const reset = () => {
    setActiveStep(0);
    setSkipped(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={index === optionalStep && skipped ? false : undefined}>
            <StepLabel optional={index === optionalStep ? <Typography variant="caption">Optional</Typography> : undefined}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3, mb: 2 }}>
        {finished ? 'Booking sent. A confirmation is on its way.' : `Step ${activeStep + 1}: ${steps[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {finished ? (
          <Button onClick={reset}>Start over</Button>
        ) : (
          <React.Fragment>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
              Back
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {activeStep === optionalStep && <Button onClick={() => goForward(true)}>Skip</Button>}
            <Button variant="contained" onClick={() => goForward(false)}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
