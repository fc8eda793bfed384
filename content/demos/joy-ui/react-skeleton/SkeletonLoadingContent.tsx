import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SailingRoundedIcon from '@mui/icons-material/SailingRounded';

export default function SkeletonLoadingContent() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      <Card variant="outlined" aria-busy={loading} sx={{ width: 320 }}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading}>
            <div style={{ background: 'linear-gradient(135deg, #0e7490 0%, #22d3ee 100%)' }}>
              <SailingRoundedIcon sx={{ fontSize: 48, color: '#fff' }} />
            </div>
          </Skeleton>
        </AspectRatio>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar>
            <Skeleton loading={loading}>SL</Skeleton>
          </Avatar>
          <div>
            <Typography level="title-md">
              <Skeleton loading={loading}>Sailing lessons on the Alster</Skeleton>
            </Typography>
            <Typography level="body-sm">
              <Skeleton loading={loading}>Hosted by Svea Lindqvist</Skeleton>
            </Typography>
          </div>
        </Box>
        <CardContent>
          <Typography level="body-sm">
            <Skeleton loading={loading}>
              Two-hour beginner sessions every Saturday from April to September. Life jackets and boats are provided; bring shoes that can
              get wet.
            </Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
