import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = ['Profile photo', 'Short bio', 'Contact details'];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const [completed, setCompleted] = React.useState<boolean[]>(sections.map(() => false));
  const doneCount = completed.filter(Boolean).length;

  const markDone = () => {
    setCompleted((current) => current.map((value, index) => (index === activeStep ? true : value)));
    const nextOpen = completed.findIndex((value, index) => !value && index !== activeStep);
    if (nextOpen !== -1) setActiveStep(nextOpen);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {sections.map((label, index) => (
          <Step key={label} completed={completed[index]}>
            <StepButton color="inherit" onClick={() => setActiveStep(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3, mb: 2 }}>
        Editing: {sections[activeStep]} ({doneCount} of {sections.length} sections done)
      </Typography>
      <Button variant="contained" disabled={completed[activeStep]} onClick={markDone}>
        {completed[activeStep] ? 'Done' : 'Mark as done'}
      </Button>
    </Box>
  );
}
