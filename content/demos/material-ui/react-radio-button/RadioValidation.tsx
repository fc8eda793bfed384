import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioValidation() {
  const [answer, setAnswer] = React.useState<string>('');
  const [error, setError] = React.useState<boolean>(false);
  const [message, setMessage] = React.useState<string>('Choose one answer.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(answer !== 'mercury');
    if (answer === 'mercury') setMessage('Correct: Mercury orbits closest to the Sun.');
    else setMessage(answer ? 'Not quite, try another planet.' : 'Please pick an answer first.');
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id="planet-quiz-label">Which planet is closest to the Sun?</FormLabel>
        <RadioGroup
          aria-labelledby="planet-quiz-label"
          name="planet-quiz"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText>{message}</FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
