import * as React from 'react';
import { styled } from '@mui/material/styles';
import Tab, { tabClasses } from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
// Types `theme.vars`, which CSS theme variables add to the theme.
import type {} from '@mui/material/themeCssVarsAugmentation';

// `theme.vars` is set under CSS theme variables (as on this site) and follows the color mode; a plain theme falls back to
// `theme.palette`, the same idiom Material UI's own components use.
// The indicator becomes a pill behind the selected label: full height, rounded, under the text.
const SegmentedControl = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: (theme.vars || theme).palette.action.selected,
  display: 'inline-flex',
  [`& .${tabsClasses.indicator}`]: {
    height: '100%',
    borderRadius: 999,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    boxShadow: (theme.vars || theme).shadows[1],
    zIndex: 0,
  },
}));

const Segment = styled(Tab)(({ theme }) => ({
  zIndex: 1,
  minHeight: 32,
  minWidth: 96,
  padding: theme.spacing(0.5, 2),
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars || theme).palette.text.secondary,
  [`&.${tabClasses.selected}`]: {
    color: (theme.vars || theme).palette.text.primary,
  },
  [`&.Mui-focusVisible`]: {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: -2,
  },
}));

export default function SegmentedTabs() {
  const [view, setView] = React.useState('list');

  return (
    <SegmentedControl
      value={view}
      onChange={(_event: React.SyntheticEvent, newValue: string) => setView(newValue)}
      aria-label="Calendar view"
    >
      <Segment value="list" label="List" disableRipple />
      <Segment value="week" label="Week" disableRipple />
      <Segment value="month" label="Month" disableRipple />
    </SegmentedControl>
  );
}
