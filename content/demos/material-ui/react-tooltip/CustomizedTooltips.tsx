import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip, { TooltipProps, tooltipClasses } from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';

// The tooltip renders in a portal, outside the child: `classes.popper` puts the
// styled class on the popper so nested rules reach the tooltip and arrow.
const LightTooltip = styled(({ className, ...props }: TooltipProps) => <Tooltip {...props} classes={{ popper: className }} />)(
  ({ theme }) => ({
    [`& .${tooltipClasses.tooltip}`]: {
      backgroundColor: theme.palette.common.white,
      color: 'rgba(0, 0, 0, 0.87)',
      boxShadow: theme.shadows[2],
      fontSize: 12,
    },
    [`& .${tooltipClasses.arrow}`]: { color: theme.palette.common.white },
  }),
);

const WarningTooltip = styled(({ className, ...props }: TooltipProps) => <Tooltip {...props} arrow classes={{ popper: className }} />)(
  ({ theme }) => ({
    [`& .${tooltipClasses.tooltip}`]: { backgroundColor: theme.palette.error.dark },
    [`& .${tooltipClasses.arrow}`]: { color: theme.palette.error.dark },
  }),
);

const NoteTooltip = styled(({ className, ...props }: TooltipProps) => <Tooltip {...props} classes={{ popper: className }} />)(
  ({ theme }) => ({
    [`& .${tooltipClasses.tooltip}`]: {
      backgroundColor: '#fffbe6',
      color: 'rgba(0, 0, 0, 0.87)',
      maxWidth: 240,
      fontSize: theme.typography.pxToRem(12),
      border: '1px solid #e6d58c',
    },
  }),
);

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center" flexWrap="wrap" useFlexGap>
      <LightTooltip title="Light on dark backgrounds">
        <Button>Light</Button>
      </LightTooltip>
      <WarningTooltip title="This deletes the project for everyone">
        <Button color="error">Warning</Button>
      </WarningTooltip>
      <NoteTooltip
        title={
          <>
            <Typography color="inherit" variant="subtitle2" component="span" sx={{ display: 'block' }}>
              Shared with 4 people
            </Typography>
            Editors can change the budget; viewers only read it.
          </>
        }
      >
        <Button>Note</Button>
      </NoteTooltip>
    </Stack>
  );
}
