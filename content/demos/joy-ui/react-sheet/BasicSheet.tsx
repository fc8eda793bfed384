import Avatar from '@mui/joy/Avatar';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicSheet() {
  return (
    <Sheet
      variant="outlined"
      component="aside"
      aria-labelledby="basic-sheet-name"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, borderRadius: 'md', maxWidth: 360 }}
    >
      <Avatar variant="soft" color="primary" size="lg">
        IN
      </Avatar>
      <div>
        <Typography id="basic-sheet-name" level="title-md">
          Ingrid Nygaard
        </Typography>
        <Typography level="body-sm">Head of logistics, Bergen warehouse</Typography>
      </div>
    </Sheet>
  );
}
