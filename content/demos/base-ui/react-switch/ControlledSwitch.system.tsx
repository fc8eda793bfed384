import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function ControlledSwitch() {
  const [notifications, setNotifications] = React.useState(true);
  const [digest, setDigest] = React.useState(false);
  return (
    <Stack>
      <Row>
        <StyledSwitch
          checked={notifications}
          onChange={(event) => setNotifications(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Email notifications
      </Row>
      <Row>
        {/* The digest depends on the first switch: off and disabled while notifications are off. */}
        <StyledSwitch
          checked={notifications && digest}
          disabled={!notifications}
          onChange={(event) => setDigest(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Weekly digest instead of single emails
      </Row>
      <Status aria-live="polite">{summary(notifications, digest)}</Status>
    </Stack>
  );
}

function summary(notifications: boolean, digest: boolean) {
  if (!notifications) return 'You will not get any email.';
  return digest ? 'You will get one email every Monday.' : 'You will get an email for every update.';
}

const Status = styled('p')`
  margin: 4px 0 0;
  font-size: 0.8125rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
});

// The label wraps the switch, so clicking the text toggles it too, and the
// input inside takes its name from the text.
const Row = styled('label')`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.875rem;
  color: #0f172a;
  cursor: pointer;

  &:has(.${switchClasses.disabled}) {
    color: #64748b;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:has(.${switchClasses.disabled}) {
    color: #94a3b8;
  }
`;

const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 40px;
  height: 24px;
  cursor: pointer;

  /* The native checkbox covers the whole switch, invisible, and takes the clicks. */
  & .${switchClasses.input} {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  & .${switchClasses.track} {
    position: absolute;
    inset: 0;
    border-radius: 12px;
    background-color: #cbd5e1;
    transition: background-color 150ms ease;
  }

  & .${switchClasses.thumb} {
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background-color: #fff;
    box-shadow: 0 1px 2px rgb(15 23 42 / 0.3);
    transition: inset-inline-start 150ms ease;
  }

  &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #1d4ed8;
  }

  &.${switchClasses.checked} .${switchClasses.thumb} {
    inset-inline-start: 19px;
  }

  &.${switchClasses.focusVisible} .${switchClasses.track} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &.${switchClasses.disabled} {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .${switchClasses.track} {
    background-color: #475569;
  }

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.track} {
    background-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] &.${switchClasses.checked} .${switchClasses.thumb} {
    background-color: #0f172a;
  }
`;
