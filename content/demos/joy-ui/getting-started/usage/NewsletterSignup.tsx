import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

export default function NewsletterSignup() {
  const [email, setEmail] = React.useState('');
  const [subscribed, setSubscribed] = React.useState<string | null>(null);

  return (
    <Sheet variant="outlined" sx={{ p: 2.5, borderRadius: 'md', maxWidth: 420, mx: 'auto' }}>
      <Typography level="title-lg" component="h3">
        The Friday digest
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        One email a week with the releases and articles our team read.
      </Typography>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubscribed(email);
        }}
      >
        <FormControl>
          <FormLabel>Email address</FormLabel>
          <Input
            type="email"
            required
            placeholder="maria.lopez@example.com"
            startDecorator={<MailOutlineRounded />}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            endDecorator={
              <Button type="submit" size="sm">
                Subscribe
              </Button>
            }
          />
          <FormHelperText>
            {subscribed ? `Done: the next digest goes to ${subscribed}.` : 'You can unsubscribe at any time.'}
          </FormHelperText>
        </FormControl>
      </form>
    </Sheet>
  );
}
