import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Gym', 'Breakfast', 'Pets allowed', 'Air conditioning'];

export default function CheckboxChips() {
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi', 'Breakfast']);
  return (
    <div>
      <Typography id="amenities-label" level="title-sm" sx={{ mb: 1 }}>
        Amenities
      </Typography>
      <Box role="group" aria-labelledby="amenities-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {amenities.map((amenity) => {
          const checked = selected.includes(amenity);
          return (
            // `overlay` stretches the checkbox's action area over this positioned box.
            <Box key={amenity} sx={{ position: 'relative', px: 1.5, py: 0.75 }}>
              <Checkbox
                disableIcon
                overlay
                checked={checked}
                variant={checked ? 'soft' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
                onChange={(event) =>
                  setSelected((current) => (event.target.checked ? [...current, amenity] : current.filter((item) => item !== amenity)))
                }
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {checked ? <CheckIcon sx={{ fontSize: 'md' }} /> : null}
                    {amenity}
                  </Box>
                }
                slotProps={{ action: { sx: { borderRadius: 'xl' } } }}
              />
            </Box>
          );
        })}
      </Box>
    </div>
  );
}
