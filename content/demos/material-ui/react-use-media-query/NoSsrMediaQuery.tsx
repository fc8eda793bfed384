import Chip from '@mui/material/Chip';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';

function PointerReport() {
  // Safe only because NoSsr below keeps this component out of the server HTML.
  const coarse = useMediaQuery('(pointer: coarse)', { noSsr: true });
  return <Chip color="info" label={coarse ? 'Touch screen: larger targets' : 'Precise pointer: compact targets'} />;
}

export default function NoSsrMediaQuery() {
  return (
    <NoSsr fallback={<Skeleton variant="rounded" width={240} height={32} />}>
      <PointerReport />
    </NoSsr>
  );
}
