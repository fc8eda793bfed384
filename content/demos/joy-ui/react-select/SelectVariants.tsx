import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function SelectVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: 240 }}>
      {variants.map((variant) => (
        <Select key={variant} variant={variant} placeholder={`variant="${variant}"`} aria-label={`Sort order, ${variant} variant`}>
          <Option value="newest">Newest first</Option>
          <Option value="price-asc">Price, low to high</Option>
          <Option value="price-desc">Price, high to low</Option>
        </Select>
      ))}
    </Stack>
  );
}
