import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Textarea from '@mui/joy/Textarea';
import Switch from '@mui/joy/Switch';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import EmailRounded from '@mui/icons-material/EmailRounded';

const initialBio = 'Product designer in Montréal. I work on onboarding and billing flows.';

export default function ProfileSettings() {
  const [bio, setBio] = React.useState(initialBio);
  const [timezone, setTimezone] = React.useState<string | null>('America/Toronto');
  const [digest, setDigest] = React.useState(true);
  const [mentions, setMentions] = React.useState(true);
  const [saved, setSaved] = React.useState(false);

  return (
    <Card
      component="form"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSaved(true);
      }}
      sx={{ maxWidth: 640, mx: 'auto' }}
    >
      <Box>
        <Typography level="title-lg" component="h3">
          Personal information
        </Typography>
        <Typography level="body-sm">Shown to the people in your workspace.</Typography>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Avatar size="lg" sx={{ '--Avatar-size': '96px', fontSize: 'xl3' }}>
            CB
          </Avatar>
          <Button size="sm" variant="outlined" color="neutral" type="button" sx={{ whiteSpace: 'nowrap' }}>
            Change photo
          </Button>
        </Box>
        <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormControl>
            <FormLabel>First name</FormLabel>
            <Input name="firstName" defaultValue="Camille" />
          </FormControl>
          <FormControl>
            <FormLabel>Last name</FormLabel>
            <Input name="lastName" defaultValue="Bouchard" />
          </FormControl>
          <FormControl sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormLabel>Email</FormLabel>
            <Input name="email" type="email" startDecorator={<EmailRounded />} defaultValue="camille.bouchard@example.com" />
          </FormControl>
          <FormControl sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormLabel id="timezone-label">Time zone</FormLabel>
            <Select
              value={timezone}
              onChange={(_event, value) => setTimezone(value)}
              slotProps={{ button: { 'aria-labelledby': 'timezone-label' } }}
            >
              <Option value="America/Vancouver">Pacific time (Vancouver)</Option>
              <Option value="America/Toronto">Eastern time (Toronto, Montréal)</Option>
              <Option value="Europe/Paris">Central European time (Paris)</Option>
              <Option value="Asia/Tokyo">Japan time (Tokyo)</Option>
            </Select>
          </FormControl>
          <FormControl sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormLabel>Bio</FormLabel>
            <Textarea minRows={3} maxRows={6} value={bio} onChange={(event) => setBio(event.target.value.slice(0, 200))} />
            <FormHelperText>{200 - bio.length} characters left</FormHelperText>
          </FormControl>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography level="title-md" component="h4">
          Email notifications
        </Typography>
        <Typography
          component="label"
          level="body-md"
          endDecorator={<Switch checked={digest} onChange={(event) => setDigest(event.target.checked)} />}
          sx={{ justifyContent: 'space-between' }}
        >
          Weekly summary of workspace activity
        </Typography>
        <Typography
          component="label"
          level="body-md"
          endDecorator={<Switch checked={mentions} onChange={(event) => setMentions(event.target.checked)} />}
          sx={{ justifyContent: 'space-between' }}
        >
          Someone mentions me in a comment
        </Typography>
      </Box>
      <CardOverflow sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
        <CardActions sx={{ alignSelf: 'flex-end', pt: 2 }}>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            type="button"
            onClick={() => {
              setBio(initialBio);
              setTimezone('America/Toronto');
              setDigest(true);
              setMentions(true);
            }}
          >
            Reset
          </Button>
          <Button size="sm" type="submit">
            Save changes
          </Button>
        </CardActions>
      </CardOverflow>
      <Snackbar open={saved} autoHideDuration={3000} onClose={() => setSaved(false)} color="success" variant="soft">
        Your profile was saved.
      </Snackbar>
    </Card>
  );
}
