import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

const people = [
  { name: 'Amara Okafor', initials: 'AO', online: true },
  { name: 'Lucas Meyer', initials: 'LM', online: false },
  { name: 'Priya Raman', initials: 'PR', online: true },
];

export default function DotBadge() {
  return (
    <Row>
      {people.map((person) => (
        // No badgeContent: the badge is an empty element, drawn as a dot.
        <StatusBadge key={person.name} invisible={!person.online}>
          <Avatar role="img" aria-label={`${person.name}, ${person.online ? 'online' : 'offline'}`}>
            {person.initials}
          </Avatar>
        </StatusBadge>
      ))}
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  gap: 16,
});

const Avatar = styled('span')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background-color: #e0e7ff;
  color: #3730a3;
  font-size: 0.875rem;
  font-weight: 700;

  [data-mui-color-scheme='dark'] & {
    background-color: #312e81;
    color: #e0e7ff;
  }
`;

const StatusBadge = styled(Badge)`
  position: relative;
  display: inline-flex;

  & .${badgeClasses.badge} {
    position: absolute;
    right: 1px;
    bottom: 1px;
    width: 10px;
    height: 10px;
    border: 2px solid #fff;
    border-radius: 50%;
    background-color: #16a34a;
  }

  & .${badgeClasses.invisible} {
    display: none;
  }

  [data-mui-color-scheme='dark'] & .${badgeClasses.badge} {
    border-color: #0b1220;
    background-color: #4ade80;
  }
`;
