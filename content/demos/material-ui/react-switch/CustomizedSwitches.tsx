import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch, { SwitchProps } from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

// A flat, iOS-like switch: a wide track, a large thumb inside it and no ripple.
const FlatSwitch = styled((props: SwitchProps) => <Switch disableRipple focusVisibleClassName="focus-ring" {...props} />)(({ theme }) => ({
  width: 46,
  height: 28,
  padding: 0,
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 3,
    transitionDuration: '250ms',
    '&.Mui-checked': {
      transform: 'translateX(18px)',
      color: theme.palette.common.white,
      '& + .MuiSwitch-track': {
        backgroundColor: theme.palette.success.main,
        opacity: 1,
        border: 0,
      },
    },
    '&.focus-ring .MuiSwitch-thumb': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: 1,
    },
    '&.Mui-disabled + .MuiSwitch-track': {
      opacity: 0.4,
    },
  },
  '& .MuiSwitch-thumb': {
    width: 22,
    height: 22,
    boxShadow: 'none',
  },
  '& .MuiSwitch-track': {
    borderRadius: 14,
    opacity: 1,
    backgroundColor: theme.palette.grey[500],
  },
}));

// The track carries the word for the current state, so the state does not depend on color or position alone.
const LabeledTrackSwitch = styled(Switch)(({ theme }) => ({
  width: 72,
  padding: 8,
  '& .MuiSwitch-track': {
    borderRadius: 11,
    position: 'relative',
    // Fully opaque, so that the words keep their contrast.
    opacity: 1,
    backgroundColor: theme.palette.grey[700],
    '&::before, &::after': {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      fontSize: 11,
      fontWeight: 700,
      color: theme.palette.common.white,
    },
    '&::before': { content: '"ON"', left: 8 },
    '&::after': { content: '"OFF"', right: 7 },
  },
  // Show only the word for the current state, on the side the thumb has left free.
  '& .MuiSwitch-switchBase:not(.Mui-checked) + .MuiSwitch-track::before, & .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track::after': {
    display: 'none',
  },
  '& .MuiSwitch-switchBase.Mui-checked': {
    transform: 'translateX(34px)',
  },
  '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
    opacity: 1,
    backgroundColor: theme.palette.primary.dark,
  },
  '& .MuiSwitch-thumb': {
    boxShadow: 'none',
    width: 16,
    height: 16,
    margin: 2,
  },
}));

export default function CustomizedSwitches() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<FlatSwitch defaultChecked inputProps={{ role: 'switch' }} />}
        label="Flat switch"
        sx={{ gap: 1, ml: 0 }}
      />
      <FormControlLabel
        control={<FlatSwitch disabled inputProps={{ role: 'switch' }} />}
        label="Flat switch, disabled"
        sx={{ gap: 1, ml: 0, mt: 1 }}
      />
      <FormControlLabel control={<LabeledTrackSwitch defaultChecked inputProps={{ role: 'switch' }} />} label="Words on the track" />
    </FormGroup>
  );
}
