import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function RadioColorsAndSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      <FormControl>
        <FormLabel>Color</FormLabel>
        <RadioGroup defaultValue="success" name="radio-colors">
          {colors.map((color) => (
            <Radio key={color} value={color} color={color} label={color} />
          ))}
        </RadioGroup>
      </FormControl>
      {sizes.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Size {size}</FormLabel>
          <RadioGroup defaultValue="monthly" name={`billing-${size}`}>
            <Radio value="monthly" label="Monthly" />
            <Radio value="yearly" label="Yearly" />
          </RadioGroup>
        </FormControl>
      ))}
    </Box>
  );
}
