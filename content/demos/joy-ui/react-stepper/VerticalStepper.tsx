import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const milestones = [
  { title: 'Application received', detail: 'March 3, via the careers page', done: true },
  { title: 'Phone screen', detail: 'March 8, with Priya Raman', done: true },
  { title: 'Technical interview', detail: 'Scheduled for March 15', done: false },
  { title: 'Offer', detail: 'Usually within a week of the last interview', done: false },
];

export default function VerticalStepper() {
  return (
    <Stepper orientation="vertical" sx={{ maxWidth: 360, '--Stepper-verticalGap': '1.25rem', '--Step-connectorInset': '0.25rem' }}>
      {milestones.map((milestone, index) => (
        <Step
          key={milestone.title}
          completed={milestone.done}
          indicator={
            index === 2 ? (
              <StepIndicator variant="solid" color="primary">
                3
              </StepIndicator>
            ) : undefined
          }
        >
          <div>
            <Typography level="title-sm">{milestone.title}</Typography>
            <Typography level="body-xs">{milestone.detail}</Typography>
          </div>
        </Step>
      ))}
    </Stepper>
  );
}
