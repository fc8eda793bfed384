import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: '1. Shipping address', body: 'Marta Kowalska, ul. Floriańska 14, 31-021 Kraków, Poland' },
  { title: '2. Delivery method', body: 'Courier, delivered on Thursday between 9:00 and 13:00 (€6.50)' },
  { title: '3. Payment', body: 'BLIK code, confirmed in your banking app' },
];

export default function ExclusiveAccordion() {
  const [index, setIndex] = React.useState<number | null>(0);

  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 480, borderRadius: 'md' }}>
      {steps.map((step, stepIndex) => (
        <Accordion key={step.title} expanded={index === stepIndex} onChange={(_event, expanded) => setIndex(expanded ? stepIndex : null)}>
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
