import Box from '@mui/material/Box';
import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

// The box is drawn with CSS instead of an SVG icon. Palette keys in sx follow light and dark mode.
const box = {
  width: 18,
  height: 18,
  borderRadius: '4px',
  border: 2,
  borderColor: 'text.secondary',
  position: 'relative',
  transition: 'background-color 150ms, border-color 150ms',
  '.Mui-focusVisible &': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  'input:hover ~ &': { borderColor: 'primary.main' },
  'input:disabled ~ &': { borderColor: 'action.disabled' },
} as const;

const checkedBox = {
  ...box,
  borderColor: 'primary.main',
  bgcolor: 'primary.main',
  // A check mark made of two borders, rotated.
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 5,
    height: 10,
    borderStyle: 'solid',
    borderColor: 'primary.contrastText',
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
  'input:disabled ~ &': { borderColor: 'action.disabled', bgcolor: 'action.disabled' },
} as const;

function FlatCheckbox(props: CheckboxProps) {
  return (
    <Checkbox disableRipple icon={<Box component="span" sx={box} />} checkedIcon={<Box component="span" sx={checkedBox} />} {...props} />
  );
}

export default function CustomizedCheckbox() {
  return (
    <FormGroup>
      <FormControlLabel control={<FlatCheckbox defaultChecked />} label="Show line numbers" />
      <FormControlLabel control={<FlatCheckbox />} label="Wrap long lines" />
      <FormControlLabel disabled control={<FlatCheckbox defaultChecked />} label="Format on save (managed by your team)" />
    </FormGroup>
  );
}
