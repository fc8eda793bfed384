import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';

const actions = [
  { name: 'New document', icon: <DescriptionIcon /> },
  { name: 'New folder', icon: <FolderIcon /> },
  { name: 'Upload file', icon: <CloudUploadIcon /> },
];

export default function BasicSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 300, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <SpeedDial ariaLabel="Create or upload" icon={<SpeedDialIcon />} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
