import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionTransition() {
  return (
    <AccordionGroup
      variant="soft"
      transition={{ initial: '0.25s ease-in', expanded: '0.4s cubic-bezier(0.2, 0.8, 0.2, 1)' }}
      sx={{ maxWidth: 480, borderRadius: 'md' }}
    >
      <Accordion>
        <AccordionSummary>Opening hours</AccordionSummary>
        <AccordionDetails>Monday to Friday 8:00 to 20:00, Saturday 9:00 to 17:00. Closed on Sundays and public holidays.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Parking</AccordionSummary>
        <AccordionDetails>
          The garage under the building has 40 visitor spaces; the first two hours are free with a receipt.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
