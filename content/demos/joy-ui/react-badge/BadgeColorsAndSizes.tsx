import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function BadgeColorsAndSizes() {
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Badge key={color} badgeContent={12} color={color}>
            <FolderOutlined titleAccess={`${color} folder, 12 files`} />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Stack key={size} direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
            <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
              {size}
            </Typography>
            <Badge size={size} badgeContent={7}>
              <FolderOutlined titleAccess="Folder, 7 files" />
            </Badge>
            <Badge size={size}>
              <FolderOutlined titleAccess="Folder, changed" />
            </Badge>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
