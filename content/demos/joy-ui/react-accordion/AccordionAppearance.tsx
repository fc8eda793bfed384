import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup, { AccordionGroupProps } from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function AccordionAppearance() {
  const [variant, setVariant] = React.useState<AccordionGroupProps['variant']>('outlined');
  const [size, setSize] = React.useState<AccordionGroupProps['size']>('md');
  const [dividers, setDividers] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup size="sm" aria-label="Variant" value={variant} onChange={(_event, value) => value && setVariant(value)}>
          {variants.map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup size="sm" aria-label="Size" value={size} onChange={(_event, value) => value && setSize(value)}>
          {sizes.map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1 }}>
          <Switch checked={dividers} onChange={(event) => setDividers(event.target.checked)} />
          <FormLabel>Dividers</FormLabel>
        </FormControl>
      </Stack>
      <AccordionGroup variant={variant} size={size} disableDivider={!dividers} color="primary" sx={{ borderRadius: 'md' }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Which plan fits a team of eight?</AccordionSummary>
          <AccordionDetails>The Team plan covers up to ten seats with shared folders and an admin console.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Can we pay by invoice?</AccordionSummary>
          <AccordionDetails>Yearly plans can be paid by bank transfer within 30 days of the invoice date.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Where is our data stored?</AccordionSummary>
          <AccordionDetails>In two data centers in Frankfurt, with nightly encrypted backups in Amsterdam.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
