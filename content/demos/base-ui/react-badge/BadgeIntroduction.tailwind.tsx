import { Badge } from '@mui/base/Badge';

export default function BadgeIntroduction() {
  const unread = 4;
  return (
    <button
      type="button"
      aria-label={`Notifications, ${unread} unread`}
      className="inline-flex cursor-pointer rounded-xl border border-solid border-slate-300 bg-white p-2.5 text-slate-700 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
    >
      <Badge
        badgeContent={unread}
        slotProps={{
          root: { className: 'relative inline-flex' },
          badge: {
            className:
              'absolute -end-2 -top-2 box-border h-5 min-w-5 rounded-full bg-blue-700 px-1.5 text-center [font-family:inherit] text-xs leading-5 font-bold text-white dark:bg-blue-400 dark:text-slate-900 [&.base-Badge-invisible]:hidden',
          },
        }}
      >
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
