import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function CustomPaginationItems() {
  return (
    <Pagination
      count={12}
      shape="rounded"
      getItemAriaLabel={(type, page, selected) => {
        if (type === 'page') return selected ? `Results page ${page}, current` : `Results page ${page}`;
        if (type === 'previous') return 'Previous results';
        if (type === 'next') return 'More results';
        return `Go to ${type} page`;
      }}
      renderItem={(item) => <PaginationItem slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }} {...item} />}
    />
  );
}
