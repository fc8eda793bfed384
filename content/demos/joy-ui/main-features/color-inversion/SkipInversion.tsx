import Card from '@mui/joy/Card';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function SkipInversion() {
  return (
    <Card variant="solid" color="neutral" invertedColors sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography level="title-lg">Ship faster with preview links</Typography>
      <Typography level="body-sm">Every pull request gets its own address. Try it with a public repository.</Typography>
      <Sheet data-skip-inverted-colors variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
        <Stack direction="row" spacing={1}>
          <Input placeholder="github.com/acme/storefront" slotProps={{ input: { 'aria-label': 'Repository address' } }} sx={{ flex: 1 }} />
          <Button>Deploy</Button>
        </Stack>
      </Sheet>
      <Button variant="plain" sx={{ alignSelf: 'flex-start' }}>
        Read the guide
      </Button>
    </Card>
  );
}
