import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function LoadingProfileCard() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <Card variant="outlined" sx={{ maxWidth: 340, mt: 1 }} aria-busy={loading}>
        <CardHeader
          avatar={loading ? <Skeleton variant="circular" width={40} height={40} /> : <Avatar sx={{ bgcolor: 'secondary.main' }}>NK</Avatar>}
          title={loading ? <Skeleton width="60%" /> : 'Noor Khalil'}
          subheader={loading ? <Skeleton width="40%" /> : 'Field biologist, Oslo'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={120} />
        ) : (
          <CardContent sx={{ height: 120, bgcolor: 'success.light', color: 'success.contrastText' }}>
            <Typography>Counting puffins on the northern coast this week.</Typography>
          </CardContent>
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton />
              <Skeleton width="80%" />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Joined in 2019. Shares weekly notes about seabird colonies.
            </Typography>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
