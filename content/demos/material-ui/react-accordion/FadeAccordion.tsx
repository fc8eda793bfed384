import * as React from 'react';
import Accordion, { AccordionSlots } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function FadeAccordion() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <div>
      <Accordion
        expanded={expanded}
        onChange={(_event, open) => setExpanded(open)}
        // Fade types its children as required, the slot as optional: the cast bridges the two.
        slots={{ transition: Fade as AccordionSlots['transition'] }}
        slotProps={{ transition: { timeout: 400 } }}
        // Fade animates opacity only, so a closed region would keep its height: collapse it here.
        sx={{
          '& .MuiAccordion-region': { height: expanded ? 'auto' : 0 },
          '& .MuiAccordionDetails-root': { display: expanded ? 'block' : 'none' },
        }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="fade-accordion-header" aria-controls="fade-accordion-content">
          <Typography>Fade transition</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">The details fade in while the panel takes its full height at once.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="collapse-accordion-header" aria-controls="collapse-accordion-content">
          <Typography>Collapse transition (the default)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">The panel's height grows smoothly while the details appear.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
