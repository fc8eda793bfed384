import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Row({ loading }: { loading: boolean }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h4">{loading ? <Skeleton /> : 'Trail report'}</Typography>
      <Typography variant="body2">{loading ? <Skeleton /> : 'Snow above 1,800 m.'}</Typography>
      {loading ? (
        <Skeleton variant="circular">
          <Avatar sx={{ width: 56, height: 56 }} />
        </Skeleton>
      ) : (
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>TR</Avatar>
      )}
    </Stack>
  );
}

export default function InferredSize() {
  return (
    <Grid container spacing={4}>
      <Grid item xs={6}>
        <Row loading />
      </Grid>
      <Grid item xs={6}>
        <Row loading={false} />
      </Grid>
    </Grid>
  );
}
