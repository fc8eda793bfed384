import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function BasicRadioGroup() {
  return (
    <FormControl>
      <FormLabel>Delivery speed</FormLabel>
      <RadioGroup defaultValue="standard" name="delivery-speed">
        <Radio value="economy" label="Economy, 5 to 8 business days" />
        <Radio value="standard" label="Standard, 3 to 5 business days" />
        <Radio value="express" label="Express, next business day" />
        <Radio value="same-day" label="Same day (not available in your area)" disabled />
      </RadioGroup>
    </FormControl>
  );
}
