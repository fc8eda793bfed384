import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width:720px)');

  return <Chip color={wide ? 'success' : 'default'} label={`(min-width:720px) matches: ${wide}`} />;
}
