import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const schemes = ['light', 'dark'] as const;

export default function SideBySideSchemes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {schemes.map((scheme) => (
        <Box
          key={scheme}
          data-joy-color-scheme={scheme}
          sx={{
            flex: 1,
            p: 3,
            borderRadius: 'md',
            bgcolor: 'background.body',
            color: 'text.primary',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography level="body-xs" sx={{ mb: 1.5 }}>
            data-joy-color-scheme=&quot;{scheme}&quot;
          </Typography>
          <Card variant="outlined" sx={{ boxShadow: 'md' }}>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Typography level="title-md" sx={{ flex: 1 }}>
                Weekly report
              </Typography>
              <Chip size="sm" color="success">
                +12%
              </Chip>
            </Stack>
            <Typography level="body-sm">1,284 orders from 37 countries.</Typography>
            <Button size="sm" sx={{ alignSelf: 'flex-start' }}>
              Open report
            </Button>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
