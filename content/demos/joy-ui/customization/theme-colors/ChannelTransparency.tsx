import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'success', 'danger'] as const;

export default function ChannelTransparency() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {colors.map((color) => (
        <Sheet
          key={color}
          sx={(theme) => ({
            flex: 1,
            p: 2,
            borderRadius: 'md',
            border: '1px solid',
            borderColor: `rgba(${theme.vars.palette[color].mainChannel} / 0.4)`,
            background: `linear-gradient(135deg, rgba(${theme.vars.palette[color].mainChannel} / 0.16), rgba(${theme.vars.palette[color].mainChannel} / 0.02))`,
          })}
        >
          <Typography level="title-sm">{color}</Typography>
          <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
            mainChannel / 0.16
          </Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
