import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const amenities = ['Free Wi-Fi', 'Parking', 'Pool', 'Pet friendly', 'Breakfast included', 'Gym'];

export default function ChipCheckbox() {
  const [selected, setSelected] = React.useState<string[]>(['Free Wi-Fi']);

  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm" id="amenities-label">
        Amenities
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-labelledby="amenities-label">
        {amenities.map((amenity) => {
          const checked = selected.includes(amenity);
          return (
            <Chip
              key={amenity}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                size="sm"
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={amenity}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) => (event.target.checked ? [...current, amenity] : current.filter((item) => item !== amenity)))
                }
              />
            </Chip>
          );
        })}
      </Stack>
      <Typography level="body-sm">
        {selected.length} selected{selected.length > 0 ? `: ${selected.join(', ')}` : ''}
      </Typography>
    </Stack>
  );
}
