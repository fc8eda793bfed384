import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState<boolean>(false);

  return (
    <div>
      <Typography variant="body2" sx={{ maxWidth: 480 }}>
        The ferry leaves at 07:40 and 16:15 on weekdays.
        {expanded ? ' On Saturdays there is a single crossing at 10:00, and there is no service on Sundays.' : ''}
      </Typography>
      <Link component="button" variant="body2" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
        {expanded ? 'Show less' : 'Show weekend times'}
      </Link>
    </div>
  );
}
