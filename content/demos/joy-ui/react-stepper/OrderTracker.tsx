import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator, { stepIndicatorClasses } from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import LocalShippingRoundedIcon from '@mui/icons-material/LocalShippingRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';

const stages = [
  { label: 'Ordered', date: 'Mon 9 June', icon: <ShoppingCartRoundedIcon /> },
  { label: 'Packed', date: 'Tue 10 June', icon: <Inventory2RoundedIcon /> },
  { label: 'Shipped', date: 'Wed 11 June', icon: <LocalShippingRoundedIcon /> },
  { label: 'Delivered', date: 'Expected Fri 13 June', icon: <HomeRoundedIcon /> },
];
const current = 2;

export default function OrderTracker() {
  return (
    <Stepper
      size="lg"
      aria-label="Order progress"
      sx={{
        width: '100%',
        '--StepIndicator-size': '2.5rem',
        '--Step-connectorInset': '0px',
        '--Step-connectorThickness': '4px',
        '--Step-connectorRadius': '2px',
        [`& .${stepIndicatorClasses.root}`]: { borderWidth: 2 },
        [`& .${stepClasses.completed}`]: {
          '--Step-connectorBg': 'var(--joy-palette-success-solidBg)',
          [`& .${stepIndicatorClasses.root}`]: { borderColor: 'success.solidBg' },
        },
        [`& .${stepClasses.active} .${stepIndicatorClasses.root}`]: { borderColor: 'primary.solidBg' },
      }}
    >
      {stages.map((stage, index) => (
        <Step
          key={stage.label}
          orientation="vertical"
          completed={index < current}
          active={index === current}
          aria-current={index === current ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index < current ? 'solid' : 'outlined'}
              color={index < current ? 'success' : index === current ? 'primary' : 'neutral'}
            >
              {stage.icon}
            </StepIndicator>
          }
        >
          <div style={{ textAlign: 'center' }}>
            <Typography level="title-sm">{stage.label}</Typography>
            <Typography level="body-xs">{stage.date}</Typography>
          </div>
        </Step>
      ))}
    </Stepper>
  );
}
