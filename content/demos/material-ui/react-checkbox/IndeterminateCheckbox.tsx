import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [chosen, setChosen] = React.useState<string[]>(['Olives']);
  const allChosen = chosen.length === toppings.length;

  const toggle = (topping: string) => {
    setChosen((current) => (current.includes(topping) ? current.filter((item) => item !== topping) : [...current, topping]));
  };

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={allChosen}
            indeterminate={chosen.length > 0 && !allChosen}
            onChange={(event) => setChosen(event.target.checked ? toppings : [])}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={<Checkbox checked={chosen.includes(topping)} onChange={() => toggle(topping)} />}
          />
        ))}
      </Box>
    </div>
  );
}
