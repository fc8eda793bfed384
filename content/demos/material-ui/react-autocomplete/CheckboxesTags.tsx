import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const toppings = ['Basil', 'Black olives', 'Capers', 'Fresh mozzarella', 'Mushrooms', 'Red onion', 'Roasted peppers', 'Sweet corn'];

export default function CheckboxesTags() {
  return (
    <Autocomplete
      multiple
      options={toppings}
      disableCloseOnSelect
      defaultValue={['Basil']}
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props as typeof props & { key: React.Key };
        return (
          <li key={key} {...optionProps}>
            <Checkbox
              icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
              checkedIcon={<CheckBoxIcon fontSize="small" />}
              checked={selected}
              tabIndex={-1}
              disableRipple
              inputProps={{ 'aria-hidden': true }}
              sx={{ mr: 1, p: 0.5 }}
            />
            {option}
          </li>
        );
      }}
      sx={{ width: 400, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Toppings" placeholder="Add a topping" />}
    />
  );
}
