import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    id: 'shipping',
    title: 'Shipping address',
    summary: '14 Harbour Lane, Portree',
    detail: 'Parcels are left with the neighbor at number 12 when nobody is home.',
  },
  { id: 'billing', title: 'Billing', summary: 'Card ending in 4821', detail: 'Invoices are sent on the first working day of each month.' },
  {
    id: 'delivery',
    title: 'Delivery window',
    summary: 'Weekdays, 9:00–13:00',
    detail: 'Changes to the window apply from the next order onwards.',
  },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('shipping');

  const handleChange = (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      {sections.map((section) => (
        <Accordion key={section.id} expanded={expanded === section.id} onChange={handleChange(section.id)}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${section.id}-header`} aria-controls={`${section.id}-content`}>
            <Typography sx={{ width: '40%', flexShrink: 0 }}>{section.title}</Typography>
            <Typography color="text.secondary">{section.summary}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{section.detail}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
