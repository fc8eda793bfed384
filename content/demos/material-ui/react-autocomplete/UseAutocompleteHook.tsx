import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';

const spices = ['Cardamom', 'Cinnamon', 'Cloves', 'Coriander', 'Cumin', 'Fennel seed', 'Nutmeg', 'Saffron', 'Star anise', 'Turmeric'];

export default function UseAutocompleteHook() {
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen, value } =
    useAutocomplete({ id: 'spice-picker', options: spices });

  return (
    <Box sx={{ position: 'relative', width: 260 }}>
      <Box component="label" {...getInputLabelProps()} sx={{ display: 'block', mb: 0.5, typography: 'body2', fontWeight: 600 }}>
        Spice
      </Box>
      <div {...getRootProps()}>
        <Box
          component="input"
          {...getInputProps()}
          sx={{
            width: '100%',
            boxSizing: 'border-box',
            px: 1.5,
            py: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <Box
          component="ul"
          {...getListboxProps()}
          sx={{
            position: 'absolute',
            zIndex: 1,
            width: '100%',
            maxHeight: 200,
            overflow: 'auto',
            m: 0,
            mt: 0.5,
            p: 0.5,
            listStyle: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            boxShadow: 3,
            '& li': { px: 1, py: 0.75, borderRadius: 1, cursor: 'pointer' },
            '& li.Mui-focused': { bgcolor: 'action.hover' },
            '& li[aria-selected="true"]': { fontWeight: 600, color: 'primary.main' },
          }}
        >
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
              key: React.Key;
            };
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Box>
      ) : null}
      <Box sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>Chosen: {value ?? 'nothing yet'}</Box>
    </Box>
  );
}
