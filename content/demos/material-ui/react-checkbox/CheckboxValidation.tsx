import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function CheckboxValidation() {
  const [picked, setPicked] = React.useState<Record<string, boolean>>({ Monday: true });
  const count = days.filter((day) => picked[day]).length;
  const error = count !== 2;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setPicked({ ...picked, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl error={error} component="fieldset" variant="standard">
      <FormLabel component="legend">Pick exactly two office days</FormLabel>
      <FormGroup row>
        {days.map((day) => (
          <FormControlLabel
            key={day}
            control={<Checkbox checked={Boolean(picked[day])} onChange={handleChange} name={day} />}
            label={day}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ? `${count} selected, choose two` : 'Thanks, that works for the team rota'}</FormHelperText>
    </FormControl>
  );
}
