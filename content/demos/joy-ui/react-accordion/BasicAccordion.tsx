import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 480 }}>
      <Accordion defaultExpanded>
        <AccordionSummary>How long does delivery take?</AccordionSummary>
        <AccordionDetails>
          Orders placed before 14:00 on a working day leave the same day. Delivery takes 1 to 2 days within the Netherlands and 2 to 4 days
          to the rest of the EU.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return an item?</AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days of delivery, unused and in its original packaging. Print the prepaid label from your order page.
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>Gift wrapping (unavailable this week)</AccordionSummary>
        <AccordionDetails>Gift wrapping is available for every order above €25.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
