import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

export default function EmailChipsInput() {
  const [emails, setEmails] = React.useState<string[]>(['ana@example.com']);
  const [draft, setDraft] = React.useState('');

  const commit = () => {
    const email = draft.trim().replace(/,$/, '');
    if (email && !emails.includes(email)) {
      setEmails([...emails, email]);
    }
    setDraft('');
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && emails.length > 0) {
      setEmails(emails.slice(0, -1));
    }
  };

  const invalid = emails.filter((email) => !looksLikeEmail(email)).length;

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      <TextField
        label="Invite by email"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={commit}
        error={invalid > 0}
        helperText={invalid > 0 ? `${invalid} address${invalid > 1 ? 'es' : ''} to check` : 'Press Enter or comma to add'}
        size="small"
      />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {emails.map((email) => (
          <Chip
            key={email}
            label={email}
            color={looksLikeEmail(email) ? 'default' : 'error'}
            variant={looksLikeEmail(email) ? 'filled' : 'outlined'}
            onDelete={() => setEmails(emails.filter((item) => item !== email))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
