import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

export default function ButtonGroupLayout() {
  return (
    <Stack direction="row" spacing={4} alignItems="flex-start" flexWrap="wrap" useFlexGap>
      <ButtonGroup orientation="vertical" variant="soft" aria-label="Map zoom">
        <IconButton aria-label="Zoom in">
          <Add />
        </IconButton>
        <IconButton aria-label="Recenter the map">
          <CenterFocusStrong />
        </IconButton>
        <IconButton aria-label="Zoom out" disabled>
          <Remove />
        </IconButton>
      </ButtonGroup>
      <Stack spacing={2} sx={{ flex: '1 1 260px' }}>
        <ButtonGroup variant="solid" color="primary" aria-label="Text alignment">
          <IconButton aria-label="Align left">
            <FormatAlignLeft />
          </IconButton>
          <Divider />
          <IconButton aria-label="Align center">
            <FormatAlignCenter />
          </IconButton>
          <Divider />
          <IconButton aria-label="Align right">
            <FormatAlignRight />
          </IconButton>
        </ButtonGroup>
        <ButtonGroup spacing={1} aria-label="Review decision">
          <Button color="danger">Request changes</Button>
          <Button>Comment</Button>
          <Button variant="solid" color="success">
            Approve
          </Button>
        </ButtonGroup>
        <ButtonGroup buttonFlex={1} aria-label="Checkout steps" sx={{ width: '100%' }}>
          <Button>Cart</Button>
          <Button>Shipping</Button>
          <Button>Payment</Button>
        </ButtonGroup>
        <ButtonGroup disabled aria-label="Export, unavailable while the report loads">
          <Button>CSV</Button>
          <Button>Excel</Button>
          <Button>PDF</Button>
        </ButtonGroup>
      </Stack>
    </Stack>
  );
}
