import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';

const recentFiles = [
  'Quarterly budget review, finance team, final draft with comments.xlsx',
  'Notes from the onboarding workshop for new support staff.docx',
  'Floor plan.pdf',
];

export default function TruncatedMenu() {
  return (
    <Paper sx={{ width: 260 }}>
      <MenuList aria-label="Recent files">
        {recentFiles.map((file) => (
          <MenuItem key={file} title={file}>
            <ListItemIcon>
              <DescriptionIcon fontSize="small" />
            </ListItemIcon>
            <Typography variant="inherit" noWrap>
              {file}
            </Typography>
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
