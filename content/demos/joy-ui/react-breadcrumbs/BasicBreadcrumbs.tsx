import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="#home">
        Home
      </Link>
      <Link color="neutral" href="#outdoor">
        Outdoor
      </Link>
      <Link color="neutral" href="#tents">
        Tents
      </Link>
      <Typography aria-current="page">Trekker 2 Ultralight</Typography>
    </Breadcrumbs>
  );
}
