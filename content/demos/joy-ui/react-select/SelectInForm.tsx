import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectInForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
      }}
    >
      <Stack spacing={1.5} sx={{ width: 300 }}>
        <FormControl required>
          <FormLabel>Plan</FormLabel>
          <Select name="plan" required placeholder="Choose a plan">
            <Option value="starter">Starter</Option>
            <Option value="team">Team</Option>
            <Option value="enterprise">Enterprise</Option>
          </Select>
        </FormControl>
        <FormControl>
          <FormLabel>Add-ons</FormLabel>
          <Select name="addons" multiple defaultValue={['backups']} placeholder="None">
            <Option value="backups">Daily backups</Option>
            <Option value="sso">Single sign-on</Option>
            <Option value="audit">Audit log</Option>
          </Select>
        </FormControl>
        <Button type="submit">Submit</Button>
        <Typography level="body-sm" aria-live="polite">
          {submitted ? `FormData: ${submitted}` : 'Nothing submitted yet.'}
        </Typography>
      </Stack>
    </form>
  );
}
