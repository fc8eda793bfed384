import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';

const trail = ['Account', 'Billing'];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={1}>
      {(['›', '—', <ChevronRightRoundedIcon key="icon" />] as const).map((separator, index) => (
        <Breadcrumbs key={index} separator={separator} aria-label={`Breadcrumb, separator ${index + 1}`}>
          {trail.map((label) => (
            <Link key={label} color="neutral" href={`#${label.toLowerCase()}`}>
              {label}
            </Link>
          ))}
          <Typography aria-current="page">Invoices</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
