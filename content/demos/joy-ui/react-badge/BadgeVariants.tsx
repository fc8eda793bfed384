import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function BadgeVariants() {
  return (
    <Stack direction="row" spacing={5} sx={{ pt: 1 }}>
      {variants.map((variant) => (
        <Badge key={variant} badgeContent={3} variant={variant}>
          <ShoppingCartOutlined titleAccess={`Cart (${variant}), 3 items`} />
        </Badge>
      ))}
    </Stack>
  );
}
