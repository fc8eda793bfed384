import { Badge } from '@mui/base/Badge';

// The rules are in BadgeMax.css. Here the badge sits after its label instead
// of over it: the layout is yours.
export default function BadgeMax() {
  return (
    <div className="badge-max">
      <Badge badgeContent={42} className="badge-max-count">
        Inbox
      </Badge>
      <Badge badgeContent={120} className="badge-max-count">
        Updates
      </Badge>
      <Badge badgeContent={1204} max={999} className="badge-max-count">
        Followers
      </Badge>
    </div>
  );
}
