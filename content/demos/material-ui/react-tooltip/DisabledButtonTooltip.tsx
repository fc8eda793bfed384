import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledButtonTooltip() {
  return (
    <Tooltip title="Add at least one item to your basket first">
      {/* A disabled button fires no events, so the span listens instead. */}
      <span>
        <Button variant="contained" disabled>
          Checkout
        </Button>
      </span>
    </Tooltip>
  );
}
