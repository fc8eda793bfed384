import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { deepOrange, indigo, lime, pink, teal } from '@mui/material/colors';

const swatches: string[] = [teal[600], deepOrange[500], indigo[400], pink[500], lime[800]];
const members: string[] = ['Ines Okafor', 'Tomás Reyes', 'Wen Hao', 'Priya Natarajan', 'Lars Eklund'];

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

// The same name always gets the same color.
function swatchFor(name: string): string {
  let total = 0;
  for (const char of name) {
    total += char.charCodeAt(0);
  }
  return swatches[total % swatches.length];
}

export default function InitialsAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {members.map((name) => (
        <Avatar key={name} role="img" aria-label={name} sx={{ bgcolor: swatchFor(name) }}>
          {initialsOf(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
