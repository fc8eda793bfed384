import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const feeds = [
  ['Amsterdam', 'Light rain, 9 °C'],
  ['Lyon', 'Sunny, 14 °C'],
  ['Vienna', 'Cloudy, 6 °C'],
];

export default function LinearProgressLoadingRegion() {
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 2500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 420, borderRadius: 'md', overflow: 'hidden' }}>
      <LinearProgress
        id="weather-progress"
        size="sm"
        aria-label="Refreshing the weather"
        sx={{ visibility: loading ? 'visible' : 'hidden', borderRadius: 0 }}
      />
      <Typography level="title-md" sx={{ px: 2, pt: 1.5 }}>
        Weather in your cities
      </Typography>
      <List aria-busy={loading} aria-describedby={loading ? 'weather-progress' : undefined} sx={{ opacity: loading ? 0.6 : 1 }}>
        {feeds.map(([city, weather]) => (
          <ListItem key={city} sx={{ justifyContent: 'space-between' }}>
            <span>{city}</span>
            <Typography level="body-sm">{weather}</Typography>
          </ListItem>
        ))}
      </List>
      <Button variant="plain" size="sm" disabled={loading} onClick={() => setLoading(true)} sx={{ m: 1 }}>
        Refresh
      </Button>
    </Sheet>
  );
}
