import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const definition = (
  <>
    <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
      Kerning
    </Typography>
    The spacing between one specific pair of letters, adjusted so the pair looks evenly set.
  </>
);

export default function RichTooltip() {
  return (
    <Typography>
      Good type design starts with{' '}
      <Tooltip
        title={definition}
        describeChild
        slotProps={{
          tooltip: {
            sx: { bgcolor: 'background.paper', color: 'text.primary', boxShadow: 4, fontSize: 13, maxWidth: 240, p: 1.5 },
          },
        }}
      >
        <Link href="/material-ui/react-typography" underline="always">
          kerning
        </Link>
      </Tooltip>
      , long before color or layout.
    </Typography>
  );
}
