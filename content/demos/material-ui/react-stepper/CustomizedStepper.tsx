import * as React from 'react';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Box from '@mui/material/Box';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';

// A thick line, colored for the part of the journey already done. Palette keys in sx follow the color mode.
const thickConnector = (
  <StepConnector
    sx={{
      [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 21 },
      [`& .${stepConnectorClasses.line}`]: { height: 4, border: 0, borderRadius: 2, bgcolor: 'divider' },
      [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
        {
          bgcolor: 'primary.main',
        },
    }}
  />
);

const icons: Record<number, React.ReactElement> = {
  1: <ReceiptLongOutlinedIcon />,
  2: <Inventory2OutlinedIcon />,
  3: <LocalShippingOutlinedIcon />,
  4: <HomeOutlinedIcon />,
};

// StepLabel passes `icon` (the step's number, from 1), `active`, `completed` and `error`.
function OrderStepIcon({ active, completed, className, icon }: StepIconProps) {
  const reached = active || completed;
  return (
    <Box
      className={className}
      sx={{
        width: 46,
        height: 46,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: 1,
        color: reached ? 'primary.contrastText' : 'text.secondary',
        bgcolor: reached ? 'primary.main' : 'action.selected',
        outline: active ? 4 : 0,
        outlineColor: 'action.focus',
      }}
    >
      {icons[Number(icon)]}
    </Box>
  );
}

const steps = ['Ordered', 'Packed', 'On the way', 'Delivered'];

export default function CustomizedStepper() {
  return (
    <Stack sx={{ width: '100%' }}>
      <Stepper alternativeLabel activeStep={2} connector={thickConnector}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel StepIconComponent={OrderStepIcon}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
