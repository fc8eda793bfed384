import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const MIN = 40;

export default function TextareaValidation() {
  const [value, setValue] = React.useState('The app is slow.');
  const [touched, setTouched] = React.useState(false);
  const length = value.trim().length;
  const invalid = touched && length < MIN;
  return (
    <FormControl required error={invalid} sx={{ width: '100%', maxWidth: 460 }}>
      <FormLabel>What should we improve?</FormLabel>
      <Textarea minRows={3} value={value} onChange={(event) => setValue(event.target.value)} onBlur={() => setTouched(true)} />
      <FormHelperText>
        {invalid
          ? `Please write at least ${MIN} characters (${length} so far), so we can act on it.`
          : `${length} characters. Thank you for the detail.`}
      </FormHelperText>
    </FormControl>
  );
}
