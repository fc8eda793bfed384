import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = ['Swipe left on a message to archive it.', 'Long-press a chat to pin it to the top.', 'Tap the clock to schedule a message.'];
const variants = ['dots', 'text', 'progress'] as const;

export default function MobileSteppers() {
  const [activeStep, setActiveStep] = React.useState<number>(0);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      <Typography sx={{ minHeight: 48 }}>{tips[activeStep]}</Typography>
      {variants.map((variant) => (
        <MobileStepper
          key={variant}
          variant={variant}
          steps={tips.length}
          position="static"
          activeStep={activeStep}
          backButton={
            <Button size="small" onClick={() => setActiveStep((step) => step - 1)} disabled={activeStep === 0}>
              <KeyboardArrowLeft />
              Back
            </Button>
          }
          nextButton={
            <Button size="small" onClick={() => setActiveStep((step) => step + 1)} disabled={activeStep === tips.length - 1}>
              Next
              <KeyboardArrowRight />
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
