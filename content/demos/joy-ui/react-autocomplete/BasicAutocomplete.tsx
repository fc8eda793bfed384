import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const frameworks = [
  { label: 'Angular', year: 2016 },
  { label: 'Astro', year: 2021 },
  { label: 'Next.js', year: 2016 },
  { label: 'Nuxt', year: 2016 },
  { label: 'Qwik', year: 2022 },
  { label: 'React', year: 2013 },
  { label: 'Remix', year: 2021 },
  { label: 'Solid', year: 2021 },
  { label: 'Svelte', year: 2016 },
  { label: 'Vue', year: 2014 },
];

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Front-end framework</FormLabel>
      <Autocomplete placeholder="Type to filter" options={frameworks} />
    </FormControl>
  );
}
