import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

// Each face has its own color; the sx below grays out every face that is not selected.
const faces: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon color="error" fontSize="inherit" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfiedIcon color="error" fontSize="inherit" />, label: 'Unhappy' },
  3: { icon: <SentimentSatisfiedIcon color="warning" fontSize="inherit" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" fontSize="inherit" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" fontSize="inherit" />, label: 'Very happy' },
};

// Rating renders one container per step and tells it which step it is through `value`.
function FaceContainer({ value, ...other }: IconContainerProps) {
  return <span {...other}>{faces[value].icon}</span>;
}

export default function FacesRating() {
  return (
    <Box>
      <Typography component="legend" gutterBottom>
        How was your delivery?
      </Typography>
      <Rating
        name="delivery-faces"
        defaultValue={4}
        size="large"
        IconContainerComponent={FaceContainer}
        getLabelText={(value: number) => faces[value].label}
        highlightSelectedOnly
        sx={{ '& .MuiRating-iconEmpty .MuiSvgIcon-root': { color: 'action.disabled' } }}
      />
    </Box>
  );
}
