import Stack from '@mui/joy/Stack';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

export default function GroupsAndNesting() {
  return (
    <Stack spacing={3} alignItems="center">
      <ButtonGroup variant="soft" color="success" size="lg" aria-label="Merge pull request">
        <Button>Merge pull request</Button>
        <IconButton aria-label="Choose a merge method">
          <ArrowDropDown />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="outlined" size="sm" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <Typography level="body-md" sx={{ maxWidth: 420, textAlign: 'center' }}>
        Your order <Typography fontWeight="lg">#48213</Typography> ships from <Typography color="primary">Leipzig</Typography> on{' '}
        <Typography variant="soft" color="warning">
          Thursday
        </Typography>
        .
      </Typography>
    </Stack>
  );
}
