import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

export default function BadgeMax() {
  return (
    <Row>
      <CountBadge badgeContent={42}>Inbox</CountBadge>
      <CountBadge badgeContent={120}>Updates</CountBadge>
      <CountBadge badgeContent={1204} max={999}>
        Followers
      </CountBadge>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});

// Here the badge sits after its label instead of over it: the layout is yours.
const CountBadge = styled(Badge)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 8px 6px 14px;
  border: 1px solid #e2e8f0;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  color: #1e293b;

  & .${badgeClasses.badge} {
    min-width: 12px;
    padding: 2px 8px;
    border-radius: 999px;
    background-color: #dbeafe;
    color: #1e3a8a;
    font-size: 0.75rem;
    font-weight: 700;
    text-align: center;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & .${badgeClasses.badge} {
    background-color: #1e3a8a;
    color: #dbeafe;
  }
`;
