import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const usage = [
  { label: 'Photos', gigabytes: 38, color: 'primary' },
  { label: 'Documents', gigabytes: 12, color: 'neutral' },
  { label: 'Video', gigabytes: 71, color: 'danger' },
  { label: 'Music', gigabytes: 22, color: 'success' },
  { label: 'Backups', gigabytes: 54, color: 'warning' },
] as const;

export default function LinearProgressColors() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      {usage.map((item) => (
        <div key={item.label}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography id={`storage-${item.label}`} level="body-sm">
              {item.label}
            </Typography>
            <Typography level="body-sm">{item.gigabytes} of 100 GB</Typography>
          </Stack>
          <LinearProgress determinate value={item.gigabytes} color={item.color} aria-labelledby={`storage-${item.label}`} />
        </div>
      ))}
    </Stack>
  );
}
