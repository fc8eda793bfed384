import Box from '@mui/material/Box';
import Slider, { sliderClasses } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, which CSS theme variables add to the theme.
import type {} from '@mui/material/themeCssVarsAugmentation';

// `theme.vars` is set under CSS theme variables (as on this site) and follows the color mode; a plain theme falls back to
// `theme.palette`, the same idiom Material UI's own components use.
// A slider in the style of iOS settings: a thin track, a large white thumb
// with a soft shadow, and the value label as plain text above the thumb.
const IOSSlider = styled(Slider)(({ theme }) => ({
  color: '#0a84ff',
  height: 4,
  padding: '15px 0',
  [`& .${sliderClasses.thumb}`]: {
    height: 28,
    width: 28,
    backgroundColor: '#fff',
    boxShadow: '0 3px 1px rgba(0,0,0,0.1), 0 4px 8px rgba(0,0,0,0.13), 0 0 0 1px rgba(0,0,0,0.02)',
    '&:focus, &:hover, &.Mui-active': {
      boxShadow: '0 3px 1px rgba(0,0,0,0.1), 0 4px 8px rgba(0,0,0,0.3), 0 0 0 1px rgba(0,0,0,0.02)',
    },
  },
  [`& .${sliderClasses.valueLabel}`]: {
    fontSize: 12,
    fontWeight: 400,
    top: -6,
    backgroundColor: 'unset',
    color: (theme.vars || theme).palette.text.primary,
    '&::before': { display: 'none' },
  },
  [`& .${sliderClasses.track}`]: { border: 'none' },
  [`& .${sliderClasses.rail}`]: { opacity: 0.5, backgroundColor: '#bfbfbf' },
}));

const PillSlider = styled(Slider)(({ theme }) => ({
  height: 10,
  color: theme.palette.success.main,
  [`& .${sliderClasses.thumb}`]: {
    height: 22,
    width: 22,
    border: '3px solid currentColor',
    backgroundColor: (theme.vars || theme).palette.background.paper,
  },
  [`& .${sliderClasses.rail}`]: { backgroundColor: theme.palette.grey[400] },
}));

export default function CustomizedSlider() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Typography id="ios-slider-label" gutterBottom>
        Text size
      </Typography>
      <IOSSlider defaultValue={60} valueLabelDisplay="on" aria-labelledby="ios-slider-label" sx={{ mt: 3 }} />
      <Typography id="pill-slider-label" gutterBottom>
        Daily step goal (thousands)
      </Typography>
      <PillSlider defaultValue={8} min={2} max={20} valueLabelDisplay="auto" aria-labelledby="pill-slider-label" />
    </Box>
  );
}
