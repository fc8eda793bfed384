import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';

const attachments = [
  { name: 'site-survey.pdf', size: '2.4 MB' },
  { name: 'floor-plan-v3.dwg', size: '8.1 MB' },
  { name: 'budget-estimate.xlsx', size: '96 KB' },
];

export default function InteractiveList() {
  const [dense, setDense] = React.useState(false);
  const [showSize, setShowSize] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormGroup row>
        <FormControlLabel control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />} label="Dense" />
        <FormControlLabel
          control={<Switch checked={showSize} onChange={(event) => setShowSize(event.target.checked)} />}
          label="Show file sizes"
        />
      </FormGroup>
      <Typography id="attachments-heading" variant="h6" component="h3" sx={{ mt: 2 }}>
        Attachments
      </Typography>
      <List dense={dense} aria-labelledby="attachments-heading" sx={{ bgcolor: 'background.paper' }}>
        {attachments.map((file) => (
          <ListItem
            key={file.name}
            secondaryAction={
              <IconButton edge="end" aria-label={`Remove ${file.name}`}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar>
                <InsertDriveFileIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={file.name} secondary={showSize ? file.size : null} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
