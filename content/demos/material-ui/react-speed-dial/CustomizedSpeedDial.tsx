import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import TitleIcon from '@mui/icons-material/Title';

const blocks = [
  { name: 'Heading', icon: <TitleIcon /> },
  { name: 'Quote', icon: <FormatQuoteIcon /> },
  { name: 'Image', icon: <ImageIcon /> },
];

export default function CustomizedSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 140, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <SpeedDial
        ariaLabel="Insert a block"
        direction="right"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        FabProps={{ color: 'secondary', size: 'medium' }}
        sx={{ position: 'absolute', top: 16, left: 16 }}
      >
        {blocks.map((block) => (
          <SpeedDialAction
            key={block.name}
            icon={block.icon}
            tooltipTitle={block.name}
            tooltipPlacement="bottom"
            FabProps={{ sx: { bgcolor: 'secondary.light', color: 'secondary.contrastText', '&:hover': { bgcolor: 'secondary.main' } } }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
