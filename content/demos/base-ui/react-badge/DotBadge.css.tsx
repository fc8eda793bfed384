import { Badge } from '@mui/base/Badge';

const people = [
  { name: 'Amara Okafor', initials: 'AO', online: true },
  { name: 'Lucas Meyer', initials: 'LM', online: false },
  { name: 'Priya Raman', initials: 'PR', online: true },
];

// The rules are in DotBadge.css.
export default function DotBadge() {
  return (
    <div className="dot-badge">
      {people.map((person) => (
        // No badgeContent: the badge is an empty element, drawn as a dot.
        <Badge key={person.name} invisible={!person.online} className="dot-badge-status">
          <span role="img" aria-label={`${person.name}, ${person.online ? 'online' : 'offline'}`} className="dot-badge-avatar">
            {person.initials}
          </span>
        </Badge>
      ))}
    </div>
  );
}
