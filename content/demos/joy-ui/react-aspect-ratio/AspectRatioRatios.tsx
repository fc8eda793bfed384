import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const ratios = ['1', '4/3', '16/9', '21/9'];

// A small 3:2 landscape drawn in SVG, so that the demo needs no image file.
const landscapeSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" preserveAspectRatio="none">' +
    '<rect width="600" height="400" fill="#9cc9f5"/><circle cx="450" cy="110" r="42" fill="#ffd166"/>' +
    '<polygon points="0,300 140,150 260,280 360,170 600,320 600,400 0,400" fill="#5b7c99"/>' +
    '<polygon points="0,340 180,240 330,330 470,250 600,330 600,400 0,400" fill="#3d5a4a"/></svg>',
)}`;

export default function AspectRatioRatios() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {ratios.map((ratio) => (
        <Box key={ratio}>
          <AspectRatio ratio={ratio} sx={{ borderRadius: 'sm' }}>
            <img src={landscapeSrc} alt="Mountains at sunset" />
          </AspectRatio>
          <Typography level="body-xs" sx={{ mt: 0.5, fontFamily: 'code' }}>
            ratio=&quot;{ratio}&quot;
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
