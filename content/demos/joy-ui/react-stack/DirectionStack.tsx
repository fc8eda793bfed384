import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '932' },
  { label: 'Conversion', value: '7.5%' },
];

export default function DirectionStack() {
  return (
    <Stack direction="row" spacing={2}>
      {stats.map((stat) => (
        <Sheet key={stat.label} variant="soft" sx={{ p: 2, borderRadius: 'md', flex: 1 }}>
          <Typography level="body-xs">{stat.label}</Typography>
          <Typography level="h4" component="p">
            {stat.value}
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
