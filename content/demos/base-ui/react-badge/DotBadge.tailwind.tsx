import { Badge } from '@mui/base/Badge';

const people = [
  { name: 'Amara Okafor', initials: 'AO', online: true },
  { name: 'Lucas Meyer', initials: 'LM', online: false },
  { name: 'Priya Raman', initials: 'PR', online: true },
];

export default function DotBadge() {
  return (
    <div className="flex gap-4">
      {people.map((person) => (
        // No badgeContent: the badge is an empty element, drawn as a dot.
        <Badge
          key={person.name}
          invisible={!person.online}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: {
              className:
                'absolute end-px bottom-px h-2.5 w-2.5 rounded-full border-2 border-solid border-white bg-green-600 dark:border-[#0b1220] dark:bg-green-400 [&.base-Badge-invisible]:hidden',
            },
          }}
        >
          <span
            role="img"
            aria-label={`${person.name}, ${person.online ? 'online' : 'offline'}`}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100"
          >
            {person.initials}
          </span>
        </Badge>
      ))}
    </div>
  );
}
