import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="contained" color="primary">
          Save
        </Button>
        <Button variant="contained" color="secondary">
          Duplicate
        </Button>
        <Button variant="contained" color="success">
          Approve
        </Button>
        <Button variant="contained" color="error">
          Delete
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" color="info">
          Details
        </Button>
        <Button variant="outlined" color="warning">
          Review again
        </Button>
        <Button color="inherit">Inherit color</Button>
      </Stack>
    </Stack>
  );
}
