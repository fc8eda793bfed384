import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import ButtonGroup from '@mui/material/ButtonGroup';

const formats: string[] = ['PDF', 'CSV', 'XLSX'];

export default function ButtonGroupLoading() {
  const [busy, setBusy] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleExport = (format: string) => {
    setBusy(format);
    timer.current = setTimeout(() => setBusy(null), 2000);
  };

  return (
    <ButtonGroup variant="outlined" aria-label="Export as">
      {formats.map((format) => (
        <LoadingButton key={format} loading={busy === format} disabled={busy !== null} onClick={() => handleExport(format)}>
          {format}
        </LoadingButton>
      ))}
    </ButtonGroup>
  );
}
