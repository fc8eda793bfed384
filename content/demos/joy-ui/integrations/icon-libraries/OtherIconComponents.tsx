import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

// Stands in for an icon from another library: a component that renders its own <svg>
// with a fixed default size and its own viewBox, and forwards className and other props.
const BellIcon = React.forwardRef<SVGSVGElement, React.SVGProps<SVGSVGElement>>(function BellIcon(props, ref) {
  return (
    <svg ref={ref} width={20} height={20} viewBox="0 0 20 20" fill="currentColor" {...props}>
      <path d="M10 2a5 5 0 0 0-5 5v3.6l-1.7 2.9A1 1 0 0 0 4.2 15h11.6a1 1 0 0 0 .9-1.5L15 10.6V7a5 5 0 0 0-5-5Zm-2 14a2 2 0 0 0 4 0H8Z" />
    </svg>
  );
});

const sizes = ['sm', 'md', 'lg'] as const;

export default function OtherIconComponents() {
  return (
    <Stack spacing={2} alignItems="center">
      <Typography level="body-xs">The library component on its own keeps its fixed 20px size:</Typography>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {sizes.map((size) => (
          <Button key={size} size={size} variant="soft" startDecorator={<BellIcon />}>
            Notify me
          </Button>
        ))}
      </Stack>
      <Typography level="body-xs">Rendered through SvgIcon, it follows each button&apos;s size:</Typography>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {sizes.map((size) => (
          <Button key={size} size={size} variant="soft" startDecorator={<SvgIcon component={BellIcon} inheritViewBox />}>
            Notify me
          </Button>
        ))}
      </Stack>
      <Typography level="body-xs">Raw SVG markup with strokes, passed as the child of SvgIcon:</Typography>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {sizes.map((size) => (
          <Button
            key={size}
            size={size}
            variant="outlined"
            color="neutral"
            startDecorator={
              <SvgIcon>
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                  <path d="M12 5v14M5 12h14" />
                </svg>
              </SvgIcon>
            }
          >
            Add task
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
