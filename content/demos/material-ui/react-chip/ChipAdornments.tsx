import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';

export default function ChipAdornments() {
  const handleDelete = () => {
    console.info('Assignee removed');
  };

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Chip avatar={<Avatar>YN</Avatar>} label="Yuki Nakamura" />
      <Chip icon={<FaceIcon />} label="Guest" variant="outlined" />
      <Chip icon={<LocalOfferIcon />} label="20% off" color="success" />
      <Chip
        avatar={<Avatar>AD</Avatar>}
        label="Assigned to Amara"
        variant="outlined"
        deleteIcon={<RemoveCircleOutlineIcon />}
        onDelete={handleDelete}
      />
    </Stack>
  );
}
