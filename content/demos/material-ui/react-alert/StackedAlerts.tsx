import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { TransitionGroup } from 'react-transition-group';

type Notice = { id: number; severity: AlertColor; text: string };

const samples: Omit<Notice, 'id'>[] = [
  { severity: 'info', text: 'A new version of the report is available.' },
  { severity: 'warning', text: 'Your storage is 90% full.' },
  { severity: 'success', text: 'Invoice 2024-118 was paid.' },
  { severity: 'error', text: 'The nightly backup did not finish.' },
];

export default function StackedAlerts() {
  const [notices, setNotices] = React.useState<Notice[]>([
    { id: 1, ...samples[0] },
    { id: 2, ...samples[1] },
  ]);
  const nextId = React.useRef(3);

  const add = () => {
    const sample = samples[nextId.current % samples.length];
    setNotices((current) => [...current, { id: nextId.current, ...sample }]);
    nextId.current += 1;
  };

  const dismiss = (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id));

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
        Add a notice
      </Button>
      {/* TransitionGroup keeps a removed alert mounted until its Collapse has closed. */}
      <TransitionGroup>
        {notices.map((notice) => (
          <Collapse key={notice.id}>
            <Alert severity={notice.severity} role="status" onClose={() => dismiss(notice.id)} sx={{ mb: 1 }}>
              {notice.text}
            </Alert>
          </Collapse>
        ))}
      </TransitionGroup>
    </Stack>
  );
}
