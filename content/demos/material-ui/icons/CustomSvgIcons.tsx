import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

// A 48×24 logo with its own viewBox, used through the `component` prop.
function WideMark(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 24" {...props}>
      <rect x="2" y="6" width="20" height="12" rx="6" />
      <circle cx="36" cy="12" r="9" />
    </svg>
  );
}

export default function CustomSvgIcons() {
  return (
    <Stack direction="row" spacing={4} alignItems="center">
      {/* A filled shape: paths inherit fill="currentColor". */}
      <SvgIcon color="primary">
        <path fillRule="evenodd" d="M12 2 20.66 7v10L12 22 3.34 17V7zm0 2.31L5.34 8.15v7.7L12 19.69l6.66-3.84v-7.7z" />
        <circle cx="12" cy="12" r="3" />
      </SvgIcon>
      {/* A stroked shape: an <svg> child keeps its own fill and stroke settings. */}
      <SvgIcon color="success">
        <svg fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 12.5 9 17.5 20 6.5" />
        </svg>
      </SvgIcon>
      <SvgIcon component={WideMark} inheritViewBox color="secondary" sx={{ width: '2em' }} />
    </Stack>
  );
}
