import * as React from 'react';
import Stack from '@mui/joy/Stack';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

type Size = 'sm' | 'md' | 'lg';

export default function FormControlContext() {
  const [size, setSize] = React.useState<Size>('md');
  const [error, setError] = React.useState(false);
  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          size="sm"
          value={size}
          aria-label="Form control size"
          onChange={(_event, value) => {
            if (value) setSize(value);
          }}
        >
          <Button value="sm">sm</Button>
          <Button value="md">md</Button>
          <Button value="lg">lg</Button>
        </ToggleButtonGroup>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={<Switch checked={error} onChange={(event) => setError(event.target.checked)} />}
        >
          error
        </Typography>
      </Stack>
      <FormControl size={size} error={error}>
        <FormLabel>Company VAT number</FormLabel>
        <Input placeholder="DE129273398" defaultValue="DE12927" />
        <FormHelperText>
          {error ? <InfoOutlined /> : null}
          {error ? 'A German VAT number has 9 digits after DE.' : 'Shown on every invoice you send.'}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
