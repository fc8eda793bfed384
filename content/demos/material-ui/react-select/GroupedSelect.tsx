import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const courses = [
  { course: 'Starters', dishes: ['Gazpacho', 'Grilled halloumi', 'Miso soup'] },
  { course: 'Mains', dishes: ['Mushroom risotto', 'Pad thai', 'Roast chicken', 'Vegetable tagine'] },
  { course: 'Desserts', dishes: ['Lemon tart', 'Mango sorbet', 'Tiramisu'] },
];

export default function GroupedSelect() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <FormControl sx={{ width: 240 }}>
        <InputLabel id="dish-label">Dish</InputLabel>
        <Select labelId="dish-label" id="dish" label="Dish" defaultValue="Pad thai">
          {/* An array, not a Fragment per group: Select reads its direct children. */}
          {courses.flatMap(({ course, dishes }) => [
            <ListSubheader key={course}>{course}</ListSubheader>,
            ...dishes.map((dish) => (
              <MenuItem key={dish} value={dish}>
                {dish}
              </MenuItem>
            )),
          ])}
        </Select>
      </FormControl>
      <FormControl sx={{ width: 240 }}>
        <InputLabel variant="standard" htmlFor="dish-native">
          Dish (native)
        </InputLabel>
        <NativeSelect id="dish-native" defaultValue="Tiramisu">
          {courses.map(({ course, dishes }) => (
            <optgroup key={course} label={course}>
              {dishes.map((dish) => (
                <option key={dish} value={dish}>
                  {dish}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
