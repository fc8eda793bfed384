import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const stages = ['Order placed', 'Packed', 'Payment check', 'Out for delivery'];
const failedStage = 2;

export default function AlternativeLabelStepper() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={failedStage} alternativeLabel>
        {stages.map((label, index) => (
          <Step key={label}>
            <StepLabel
              error={index === failedStage}
              optional={
                index === failedStage ? (
                  <Typography variant="caption" color="error">
                    Card declined
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
