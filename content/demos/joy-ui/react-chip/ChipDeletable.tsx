import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initialRecipients = ['ana.souza@example.com', 'kenji.watanabe@example.com', 'fatima.zahra@example.com', 'olaf.berg@example.com'];

export default function ChipDeletable() {
  const [recipients, setRecipients] = React.useState(initialRecipients);
  const remove = (email: string) => setRecipients((current) => current.filter((recipient) => recipient !== email));

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-sm">Recipients ({recipients.length})</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {recipients.map((email) => (
          <Chip
            key={email}
            variant="soft"
            color="primary"
            endDecorator={<ChipDelete aria-label={`Remove ${email}`} onDelete={() => remove(email)} />}
          >
            {email}
          </Chip>
        ))}
      </Stack>
      <Button
        size="sm"
        variant="plain"
        disabled={recipients.length === initialRecipients.length}
        onClick={() => setRecipients(initialRecipients)}
      >
        Reset
      </Button>
    </Stack>
  );
}
