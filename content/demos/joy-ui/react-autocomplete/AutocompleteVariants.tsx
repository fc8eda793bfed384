import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Fig', 'Grape', 'Kiwi', 'Mango', 'Peach'];
const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function AutocompleteVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: 280 }}>
      {variants.map((variant) => (
        <Autocomplete
          key={variant}
          variant={variant}
          options={fruits}
          placeholder={`variant="${variant}"`}
          aria-label={`Fruit, ${variant} variant`}
        />
      ))}
    </Stack>
  );
}
