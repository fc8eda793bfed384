import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const USERNAME = /^[a-z0-9_]{3,16}$/;

export default function InputValidation() {
  const [value, setValue] = React.useState('Ana Souza');
  const invalid = !USERNAME.test(value);
  return (
    <FormControl required error={invalid} sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Username</FormLabel>
      <Input value={value} onChange={(event) => setValue(event.target.value)} placeholder="ana_souza" autoComplete="username" />
      <FormHelperText>
        {invalid ? <InfoOutlined /> : null}
        {invalid ? '3 to 16 lowercase letters, digits or underscores, without spaces.' : 'This name is available.'}
      </FormHelperText>
    </FormControl>
  );
}
