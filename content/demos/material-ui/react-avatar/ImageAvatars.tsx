import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Small portraits drawn as SVG data URLs, so the demo needs no image files.
function portrait(skin: string, hair: string, background: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/><circle cx="40" cy="34" r="17" fill="${skin}"/><path d="M23 31c0-12 8-18 17-18s17 6 17 18c-4-6-10-8-17-8s-13 2-17 8z" fill="${hair}"/><path d="M12 80c2-16 14-24 28-24s26 8 28 24z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people = [
  { name: 'Fatima Haddad', src: portrait('#c68642', '#2b1b17', '#ffcc80') },
  { name: 'Kenji Sato', src: portrait('#f1c27d', '#1c1c1c', '#90caf9') },
  { name: 'Ingrid Olsen', src: portrait('#ffdbac', '#e0ac69', '#a5d6a7') },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} imgProps={{ loading: 'lazy' }} />
      ))}
    </Stack>
  );
}
