import * as React from 'react';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';

// A thick line, colored for the part of the journey already done.
const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 21 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]: {
    backgroundColor: theme.palette.primary.main,
  },
}));

const IconCircle = styled('div')<{ ownerState: { active?: boolean; completed?: boolean } }>(({ theme, ownerState }) => ({
  width: 46,
  height: 46,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1,
  color: ownerState.active || ownerState.completed ? theme.palette.primary.contrastText : theme.palette.text.secondary,
  backgroundColor: ownerState.active || ownerState.completed ? theme.palette.primary.main : theme.palette.action.selected,
  boxShadow: ownerState.active ? `0 0 0 4px ${theme.palette.action.focus}` : 'none',
}));

const icons: Record<number, React.ReactElement> = {
  1: <ReceiptLongOutlinedIcon />,
  2: <Inventory2OutlinedIcon />,
  3: <LocalShippingOutlinedIcon />,
  4: <HomeOutlinedIcon />,
};

// StepLabel passes `icon` (the step's number, from 1), `active`, `completed` and `error`.
function OrderStepIcon({ active, completed, className, icon }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {icons[Number(icon)]}
    </IconCircle>
  );
}

const steps = ['Ordered', 'Packed', 'On the way', 'Delivered'];

export default function CustomizedStepper() {
  return (
    <Stack sx={{ width: '100%' }}>
      <Stepper alternativeLabel activeStep={2} connector={<ThickConnector />}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel StepIconComponent={OrderStepIcon}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
