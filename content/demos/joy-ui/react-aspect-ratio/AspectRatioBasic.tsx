import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function AspectRatioBasic() {
  return (
    <Box sx={{ width: 320 }}>
      <AspectRatio>
        <Typography level="h2" component="div">
          16 / 9
        </Typography>
      </AspectRatio>
    </Box>
  );
}
