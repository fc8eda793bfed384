import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

function stayHere(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function BasicLinks() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="baseline">
      <Link href="#timetable" onClick={stayHere}>
        Timetable
      </Link>
      <Link href="#fares" color="secondary" onClick={stayHere}>
        Fares
      </Link>
      <Link href="#accessibility" color="inherit" onClick={stayHere}>
        Step-free stations
      </Link>
      <Link href="#contact" variant="body2" onClick={stayHere}>
        Contact us
      </Link>
    </Stack>
  );
}
