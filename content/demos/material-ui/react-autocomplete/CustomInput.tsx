import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';

const languages = ['Arabic', 'Bengali', 'English', 'French', 'Hindi', 'Japanese', 'Portuguese', 'Spanish', 'Swahili', 'Turkish'];

export default function CustomInput() {
  return (
    <Autocomplete
      options={languages}
      sx={{ width: 240 }}
      slotProps={{ paper: { elevation: 4 } }}
      renderInput={(params) => (
        // Only two parts of `params` matter for a plain input: the ref on the container and the input's own props.
        <div ref={params.InputProps.ref}>
          <Box
            component="input"
            type="text"
            aria-label="Subtitle language"
            placeholder="Subtitle language"
            {...params.inputProps}
            sx={{
              width: '100%',
              boxSizing: 'border-box',
              px: 1.5,
              py: 1,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'action.hover',
              border: 0,
              borderRadius: 5,
              '&:focus': { outline: 2, outlineColor: 'primary.main' },
            }}
          />
        </div>
      )}
    />
  );
}
