import { Badge, BadgeProps } from '@mui/base/Badge';

export default function BadgeMax() {
  return (
    <div className="flex flex-wrap gap-3">
      <CountBadge badgeContent={42}>Inbox</CountBadge>
      <CountBadge badgeContent={120}>Updates</CountBadge>
      <CountBadge badgeContent={1204} max={999}>
        Followers
      </CountBadge>
    </div>
  );
}

// Here the badge sits after its label instead of over it: the layout is yours.
function CountBadge(props: BadgeProps) {
  return (
    <Badge
      {...props}
      slotProps={{
        root: {
          className:
            'inline-flex items-center gap-2 rounded-full border border-solid border-slate-200 py-1.5 ps-3.5 pe-2 text-sm font-semibold text-slate-800 dark:border-slate-700 dark:text-slate-200',
        },
        badge: {
          className:
            'min-w-3 rounded-full bg-blue-100 px-2 py-0.5 text-center text-xs font-bold text-blue-900 dark:bg-blue-900 dark:text-blue-100',
        },
      }}
    />
  );
}
