import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const seats = [1, 2, 3, 4];

export default function ControlledRadioGroup() {
  const [count, setCount] = React.useState(2);
  return (
    <FormControl>
      <FormLabel>Passengers</FormLabel>
      <RadioGroup orientation="horizontal" name="passengers" value={count} onChange={(event) => setCount(Number(event.target.value))}>
        {seats.map((seat) => (
          <Radio key={seat} value={seat} label={String(seat)} />
        ))}
      </RadioGroup>
      <FormHelperText>{count === 1 ? 'One seat' : `${count} seats`} will be held for 15 minutes.</FormHelperText>
    </FormControl>
  );
}
