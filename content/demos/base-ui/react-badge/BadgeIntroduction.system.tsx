import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

export default function BadgeIntroduction() {
  const unread = 4;
  return (
    <IconButton type="button" aria-label={`Notifications, ${unread} unread`}>
      <StyledBadge badgeContent={unread}>
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.5 15.5V17h15v-1.5L18 12.6V9a6 6 0 0 0-6-6Z"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
          <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </StyledBadge>
    </IconButton>
  );
}

const IconButton = styled('button')`
  display: inline-flex;
  padding: 10px;
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  background-color: #fff;
  color: #334155;
  cursor: pointer;

  &:hover {
    background-color: #f8fafc;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;

const StyledBadge = styled(Badge)`
  position: relative;
  display: inline-flex;

  & .${badgeClasses.badge} {
    position: absolute;
    top: -8px;
    right: -8px;
    box-sizing: border-box;
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background-color: #1d4ed8;
    color: #fff;
    font-family: inherit;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }

  & .${badgeClasses.invisible} {
    display: none;
  }

  [data-mui-color-scheme='dark'] & .${badgeClasses.badge} {
    background-color: #60a5fa;
    color: #0f172a;
  }
`;
