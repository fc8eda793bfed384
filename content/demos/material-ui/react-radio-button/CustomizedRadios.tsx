import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, { RadioProps } from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

// A ring drawn in CSS; the hidden input comes first, so sibling selectors read its state.
const ring = {
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: 2,
  borderColor: 'text.secondary',
  transition: 'border-color 150ms, border-width 150ms',
  '.Mui-focusVisible &': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  'input:hover ~ &': { borderColor: 'primary.main' },
  'input:disabled ~ &': { borderColor: 'action.disabled' },
} as const;

// The checked ring is a thick border, which leaves a small dot of background in the middle.
const checkedRing = { ...ring, borderWidth: 6, borderColor: 'primary.main' } as const;

function RingRadio(props: RadioProps) {
  return (
    <Radio disableRipple icon={<Box component="span" sx={ring} />} checkedIcon={<Box component="span" sx={checkedRing} />} {...props} />
  );
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
