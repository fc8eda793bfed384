import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

const options = ['none', 'hover', 'always'] as const;

function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function UnderlineLinks() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      {options.map((underline) => (
        <Link key={underline} href={`#underline-${underline}`} underline={underline} onClick={stayHere}>
          underline=&quot;{underline}&quot;
        </Link>
      ))}
    </Stack>
  );
}
