import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';

export default function BreadcrumbsWithIcons() {
  return (
    <Breadcrumbs aria-label="Breadcrumb" separator={<ChevronRightRoundedIcon />}>
      <Link href="#home" color="neutral" aria-label="Home">
        <HomeRoundedIcon />
      </Link>
      <Link href="#projects" color="neutral" startDecorator={<FolderOpenRoundedIcon />}>
        Projects
      </Link>
      <Link href="#website-redesign" color="neutral" startDecorator={<FolderOpenRoundedIcon />}>
        Website redesign
      </Link>
      <Typography aria-current="page" fontWeight="lg">
        Wireframes.fig
      </Typography>
    </Breadcrumbs>
  );
}
