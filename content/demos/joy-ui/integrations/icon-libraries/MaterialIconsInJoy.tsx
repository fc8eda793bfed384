import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

const sizes = ['sm', 'md', 'lg'] as const;

export default function MaterialIconsInJoy() {
  return (
    <Stack spacing={2.5} alignItems="center">
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography level="body-xs" component="code" sx={{ width: 24 }}>
            {size}
          </Typography>
          <Button size={size} startDecorator={<CloudUploadOutlined />}>
            Upload
          </Button>
          <IconButton size={size} variant="outlined" aria-label={`Save to favorites (${size})`}>
            <FavoriteBorder />
          </IconButton>
          <Input
            size={size}
            defaultValue="Porto, Portugal"
            startDecorator={<LocationOnOutlined />}
            slotProps={{ input: { 'aria-label': `Delivery city (${size})` } }}
            sx={{ width: 200 }}
          />
          <Chip size={size} variant="soft" color="success" startDecorator={<LocalShippingOutlined />}>
            Shipped
          </Chip>
        </Stack>
      ))}
    </Stack>
  );
}
