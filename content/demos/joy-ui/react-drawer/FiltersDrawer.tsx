import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';

const amenities = ['Wi-Fi', 'Kitchen', 'Washing machine', 'Free parking', 'Air conditioning', 'Workspace'];

export default function FiltersDrawer() {
  const [open, setOpen] = React.useState(false);
  const [price, setPrice] = React.useState<number[]>([60, 180]);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<TuneRoundedIcon />} onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer
        size="md"
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ content: { sx: { bgcolor: 'transparent', p: { xs: 0, sm: 2 }, boxShadow: 'none' } } }}
      >
        <Sheet
          sx={{
            borderRadius: { xs: 0, sm: 'md' },
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
            overflow: 'auto',
          }}
        >
          <DialogTitle>Filters</DialogTitle>
          <ModalClose aria-label="Close" />
          <Divider />
          <DialogContent sx={{ gap: 3 }}>
            <FormControl>
              <FormLabel>Property type</FormLabel>
              <RadioGroup defaultValue="any" name="property-type">
                <Radio value="any" label="Any" />
                <Radio value="apartment" label="Apartment" />
                <Radio value="house" label="House" />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="price-label">
                Price per night: €{price[0]} to €{price[1]}
              </FormLabel>
              <Slider
                value={price}
                onChange={(_event, value) => setPrice(value as number[])}
                min={20}
                max={400}
                step={10}
                getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
                getAriaValueText={(value) => `€${value}`}
                sx={{ mx: 1, width: 'auto' }}
              />
            </FormControl>
            <div role="group" aria-labelledby="amenities-label">
              <Typography id="amenities-label" level="title-sm" sx={{ mb: 1 }}>
                Amenities
              </Typography>
              <Stack spacing={1}>
                {amenities.map((amenity) => (
                  <Checkbox key={amenity} label={amenity} />
                ))}
              </Stack>
            </div>
          </DialogContent>
          <Divider sx={{ mt: 'auto' }} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button variant="plain" color="neutral" onClick={() => setPrice([60, 180])}>
              Clear
            </Button>
            <Button onClick={() => setOpen(false)}>Show 128 stays</Button>
          </Stack>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
