import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';

function FocusHelperText() {
  // Reads the state of the nearest FormControl: here, whether its input has focus.
  const formControl = useFormControl();
  const text = formControl?.focused ? 'Letters, digits and dashes only' : 'Choose the address of your page';
  return <FormHelperText id="site-name-help">{text}</FormHelperText>;
}

export default function UseFormControlDemo() {
  return (
    <form noValidate autoComplete="off">
      <FormControl sx={{ width: 300 }}>
        <OutlinedInput
          id="site-name"
          placeholder="my-bakery"
          inputProps={{ 'aria-label': 'Site name' }}
          aria-describedby="site-name-help"
        />
        <FocusHelperText />
      </FormControl>
    </form>
  );
}
