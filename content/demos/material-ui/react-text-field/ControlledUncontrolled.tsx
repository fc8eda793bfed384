import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ControlledUncontrolled() {
  const [nickname, setNickname] = React.useState<string>('Robin');
  const cityRef = React.useRef<HTMLInputElement>(null);
  const [readCity, setReadCity] = React.useState<string>('');

  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
      <Stack spacing={1}>
        <TextField
          id="nickname-controlled"
          label="Nickname"
          value={nickname}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setNickname(event.target.value)}
          helperText={`${nickname.length} of 20 characters`}
          inputProps={{ maxLength: 20 }}
        />
        <Button size="small" onClick={() => setNickname('')} sx={{ alignSelf: 'flex-start' }}>
          Clear nickname
        </Button>
      </Stack>
      <Stack spacing={1}>
        <TextField
          id="city-uncontrolled"
          label="Home city"
          defaultValue="Lisbon"
          inputRef={cityRef}
          helperText={readCity ? `Read: ${readCity}` : ' '}
        />
        <Button size="small" onClick={() => setReadCity(cityRef.current?.value ?? '')} sx={{ alignSelf: 'flex-start' }}>
          Read the city
        </Button>
      </Stack>
    </Stack>
  );
}
