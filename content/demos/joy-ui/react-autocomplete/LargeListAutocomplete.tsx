import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

// A hardware catalog of 2,016 parts, built from a few lists.
const kinds = ['Hex bolt', 'Socket screw', 'Wood screw', 'Machine screw', 'Carriage bolt', 'Set screw'];
const diameters = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12'];
const lengths = [8, 10, 12, 16, 20, 25, 30, 40, 50, 60, 80, 100];
const finishes = ['zinc-plated', 'stainless steel', 'black oxide', 'brass'];

const parts = kinds.flatMap((kind) =>
  diameters.flatMap((diameter) => lengths.flatMap((length) => finishes.map((finish) => `${kind} ${diameter} × ${length} mm, ${finish}`))),
);

// Render at most 50 matches: the rest are one more keystroke away.
const filterOptions = createFilterOptions<string>({ limit: 50 });

export default function LargeListAutocomplete() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Part</FormLabel>
      <Autocomplete
        placeholder="For example: m6 20 stainless"
        options={parts}
        filterOptions={(options, state) => {
          // Every word typed must appear somewhere in the part's name.
          const words = state.inputValue.toLowerCase().split(/\s+/).filter(Boolean);
          const matches = words.length ? options.filter((part) => words.every((word) => part.toLowerCase().includes(word))) : options;
          return filterOptions(matches, { ...state, inputValue: '' });
        }}
      />
      <FormHelperText>The catalog has {parts.length} parts; the list shows the first 50 matches.</FormHelperText>
    </FormControl>
  );
}
