import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function RadioVariants() {
  return (
    <FormControl>
      <FormLabel>Variant</FormLabel>
      <RadioGroup defaultValue="outlined" name="radio-variants">
        {variants.map((variant) => (
          <Radio key={variant} value={variant} variant={variant} label={variant} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
