import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function InlineLink() {
  return (
    <Typography sx={{ maxWidth: 520 }}>
      Loans renew automatically twice. After that, renew them from your{' '}
      <Link href="#account" onClick={stayHere}>
        account page
      </Link>{' '}
      or at any branch. For tips on making documents easier to read, see the{' '}
      <Link href="https://www.w3.org/WAI/tips/writing/" target="_blank" rel="noopener noreferrer">
        W3C writing guidance (opens in a new tab)
      </Link>
      .
    </Typography>
  );
}
