import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { styled } from '@mui/material/styles';

// The box is drawn with CSS instead of an SVG icon, so its size, radius and colors follow the theme.
const Box = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: 4,
  border: `2px solid ${theme.palette.text.secondary}`,
  backgroundColor: 'transparent',
  transition: theme.transitions.create(['background-color', 'border-color']),
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

const CheckedBox = styled(Box)(({ theme }) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  // A check mark made of two borders, rotated.
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 5,
    height: 10,
    border: `solid ${theme.palette.primary.contrastText}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
  'input:disabled ~ &': {
    backgroundColor: theme.palette.action.disabled,
  },
}));

function FlatCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<Box />} checkedIcon={<CheckedBox />} {...props} />;
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
