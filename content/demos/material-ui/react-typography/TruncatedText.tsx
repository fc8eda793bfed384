import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const review =
  'The rooms were quiet and spotless, breakfast was served until eleven, and the staff found us a table at a fully booked restaurant around the corner. We would stay here again without hesitation.';

export default function TruncatedText() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Typography variant="subtitle2" gutterBottom>
        noWrap: one line, ends with an ellipsis
      </Typography>
      <Typography noWrap paragraph>
        {review}
      </Typography>
      <Typography variant="subtitle2" gutterBottom>
        Line clamp: three lines
      </Typography>
      <Typography sx={{ display: '-webkit-box', overflow: 'hidden', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3 }}>{review}</Typography>
    </Box>
  );
}
