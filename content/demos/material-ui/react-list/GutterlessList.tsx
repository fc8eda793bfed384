import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CommentIcon from '@mui/icons-material/Comment';

const reviewers = ['Hana Sato', 'Luis Ortega', 'Mira Petrova'];

export default function GutterlessList() {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="subtitle2" component="h3" id="reviewers-heading">
        Reviewers
      </Typography>
      <List aria-labelledby="reviewers-heading">
        {reviewers.map((reviewer) => (
          <ListItem
            key={reviewer}
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={`Comments from ${reviewer}`}>
                <CommentIcon />
              </IconButton>
            }
          >
            <ListItemText primary={reviewer} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
