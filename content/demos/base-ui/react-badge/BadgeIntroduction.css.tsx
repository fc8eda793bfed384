import { Badge } from '@mui/base/Badge';

// The rules are in BadgeIntroduction.css, written against the class name
// given here and Base UI's slot classes (base-Badge-badge, base-Badge-invisible).
export default function BadgeIntroduction() {
  const unread = 4;
  return (
    <button type="button" aria-label={`Notifications, ${unread} unread`} className="badge-intro-button">
      <Badge badgeContent={unread} className="badge-intro">
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.5 15.5V17h15v-1.5L18 12.6V9a6 6 0 0 0-6-6Z"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
          <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </Badge>
    </button>
  );
}
