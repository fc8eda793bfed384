import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, { RadioProps } from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

// A ring drawn in CSS; the hidden input comes first, so sibling selectors read its state.
const Ring = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${theme.palette.text.secondary}`,
  transition: theme.transitions.create(['border-color', 'border-width']),
  '.Mui-focusVisible &': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:hover ~ &': {
    borderColor: theme.palette.primary.main,
  },
  'input:disabled ~ &': {
    borderColor: theme.palette.action.disabled,
  },
}));

// The checked ring is a thick border, which leaves a small dot of background in the middle.
const CheckedRing = styled(Ring)(({ theme }) => ({
  borderWidth: 6,
  borderColor: theme.palette.primary.main,
}));

function RingRadio(props: RadioProps) {
  return <Radio disableRipple icon={<Ring />} checkedIcon={<CheckedRing />} {...props} />;
}

export default function CustomizedRadios() {
  return (
    <FormControl>
      <FormLabel id="customized-radios-label">Theme</FormLabel>
      <RadioGroup aria-labelledby="customized-radios-label" defaultValue="system" name="customized-radios">
        <FormControlLabel value="light" control={<RingRadio />} label="Light" />
        <FormControlLabel value="dark" control={<RingRadio />} label="Dark" />
        <FormControlLabel value="system" control={<RingRadio />} label="Match the system" />
        <FormControlLabel value="contrast" disabled control={<RingRadio />} label="Sepia (turned off by your administrator)" />
      </RadioGroup>
    </FormControl>
  );
}
