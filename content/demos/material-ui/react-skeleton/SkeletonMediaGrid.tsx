import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const videos = [
  { title: 'Sourdough from scratch', channel: 'Crumb Lab', views: '82K views', color: '#a1887f' },
  { title: 'Fixing a leaky tap', channel: 'Home Basics', views: '1.2M views', color: '#4fc3f7' },
  { title: 'Night sky for beginners', channel: 'Stargaze', views: '310K views', color: '#303f9f' },
];

// One component, two states: the same box sizes are used for the skeleton and the content.
function VideoTile({ video, loading }: { video?: (typeof videos)[number]; loading: boolean }) {
  return (
    <Box>
      {loading || !video ? (
        <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto', borderRadius: 1 }} />
      ) : (
        <Box role="img" aria-label={`Thumbnail of ${video.title}`} sx={{ aspectRatio: '16 / 9', bgcolor: video.color, borderRadius: 1 }} />
      )}
      <Box sx={{ pt: 1 }}>
        <Typography variant="subtitle2" noWrap>
          {loading || !video ? <Skeleton /> : video.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" display="block" noWrap>
          {loading || !video ? <Skeleton width="60%" /> : `${video.channel} · ${video.views}`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function SkeletonMediaGrid() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <Box aria-busy={loading} sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {videos.map((video) => (
          <VideoTile key={video.title} video={loading ? undefined : video} loading={loading} />
        ))}
      </Box>
    </Box>
  );
}
