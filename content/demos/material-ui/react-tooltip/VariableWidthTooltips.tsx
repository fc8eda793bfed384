import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, { TooltipProps, tooltipClasses } from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';

const policy =
  'Refunds are issued to the original payment method within 5 to 10 business days after the returned item reaches our warehouse.';

const WideTooltip = styled(({ className, ...props }: TooltipProps) => <Tooltip {...props} classes={{ popper: className }} />)({
  [`& .${tooltipClasses.tooltip}`]: { maxWidth: 500 },
});

const NoWrapTooltip = styled(({ className, ...props }: TooltipProps) => <Tooltip {...props} classes={{ popper: className }} />)({
  [`& .${tooltipClasses.tooltip}`]: { maxWidth: 'none' },
});

export default function VariableWidthTooltips() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center" flexWrap="wrap" useFlexGap>
      <Tooltip title={policy}>
        <Button>Default width</Button>
      </Tooltip>
      <WideTooltip title={policy}>
        <Button>500px</Button>
      </WideTooltip>
      <NoWrapTooltip title={policy}>
        <Button>No limit</Button>
      </NoWrapTooltip>
    </Stack>
  );
}
